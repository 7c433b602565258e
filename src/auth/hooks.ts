import {
  APIError,
  Forbidden,
  ValidationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type Where,
} from 'payload'
import { hasAdminRole, rolesOf } from './roles'
import { passwordProblem } from './passwordPolicy'
import { twoFactorRequired } from './requirement'
import { holdSession, sessionIdOf, storedUser, type PendingSignIn } from './twoFactor/state'

const SIGN_IN_OPERATIONS = new Set(['login', 'forgotPassword', 'resetPassword'])

/**
 * Signing in has one door, /api/users/login and its siblings (limited per client, one answer for
 * every failure); GraphQL's copies of those mutations are closed. Every new password meets the rule.
 */
export const guardSignInOperations: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'GraphQL' && SIGN_IN_OPERATIONS.has(operation)) throw new Forbidden(req.t)
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
    const password = (args as { data?: { password?: unknown } }).data?.password
    if (password !== undefined && password !== null && password !== '') {
      const problem = passwordProblem(password)
      if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }] })
    }
  }
  return args
}

/** The first staff account is an admin, whoever creates it; later ones are editors unless an admin says otherwise. */
export const assignRoles: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) return { ...data, roles: ['admin'] }
  return { ...data, roles: rolesOf(data).length > 0 ? data.roles : ['editor'] }
}

const LAST_ADMIN =
  'This is the only admin account: give another staff member the admin ' +
  'role first, or the site would have nobody to manage staff and settings.'

async function otherAdmins(req: PayloadRequest, id: string | number): Promise<number> {
  const where: Where = { and: [{ roles: { in: ['admin'] } }, { id: { not_equals: id } }] }
  return (await req.payload.count({ collection: 'users', where, overrideAccess: true, req })).totalDocs
}

/** An admin cannot take the admin role from the last admin account, their own included. */
export const keepAnAdmin: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || data.roles === undefined) return data
  if (!hasAdminRole(originalDoc) || hasAdminRole(data)) return data
  if ((await otherAdmins(req, originalDoc.id)) === 0) throw new APIError(LAST_ADMIN, 400, undefined, true)
  return data
}

/** Nor delete it. */
export const keepAnAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (user && hasAdminRole(user) && (await otherAdmins(req, id)) === 0)
    throw new APIError(LAST_ADMIN, 400, undefined, true)
}

/**
 * After the password, a staff member with two-factor sign-in (or without it while it is required)
 * is only half signed in: the new session is held back until a code is given (or the factor is
 * set up), so the token works nowhere, neither in the admin nor in REST or GraphQL.
 */
export const holdForSecondFactor: CollectionAfterLoginHook = async ({ req, token, user }) => {
  const enabled = Boolean((user as { twoFactorEnabled?: boolean }).twoFactorEnabled)
  if (!enabled && !(await twoFactorRequired(req.payload, req))) return user
  const sid = sessionIdOf(token)
  const stored = sid ? await storedUser(req.payload, user.id, req) : null
  if (!sid || !stored) throw new Forbidden(req.t)
  const kind: PendingSignIn['kind'] = enabled ? 'code' : 'setup'
  await holdSession(req.payload, stored, sid, kind, req)
  req.context.twoFactor = kind
  return user
}
