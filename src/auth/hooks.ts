import {
  Forbidden,
  ValidationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
} from 'payload'
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
export const assignRole: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return { ...data, role: totalDocs === 0 ? 'admin' : (data.role ?? 'editor') }
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
