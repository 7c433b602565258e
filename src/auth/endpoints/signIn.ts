import {
  AuthenticationError,
  LockedAuth,
  UnverifiedEmail,
  forgotPasswordOperation,
  loginOperation,
  resetPasswordOperation,
  type Endpoint,
} from 'payload'
import { clientAddress } from '@/lib/clientAddress'
import { logSecurityEvent } from '@/lib/securityLog'
import { accountTag, noteWrongPasswordTime, spendPasswordCheck, waitLikeWrongPassword } from '../equalWork'
import { passwordProblem } from '../passwordPolicy'
import { bodyFields, errorAnswer, text } from '../requestBody'
import { takeSignInAttempt } from '../signInLimit'
import { sessionAnswer } from './answers'

/** The one answer to an unknown e-mail address, a wrong password and a locked account. */
export const SIGN_IN_FAILED =
  'Wrong e-mail address or password. After 10 failed attempts an ' +
  'account is locked for 10 minutes; "Forgot password?" sends a new one.'

const UNREADABLE = 'The request could not be read: send JSON (or a form) with the fields named in docs/api.md.'

const isLocked = (user: { lockUntil?: unknown }) =>
  typeof user.lockUntil === 'string' && new Date(user.lockUntil).getTime() > Date.now()

/** POST /api/users/login, in place of Payload's: limited per client, and silent about who is staff. */
export const loginEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const client = clientAddress(req.headers)
    const limited = await takeSignInAttempt(client, 'login')
    if (limited) return limited
    const body = await bodyFields(req)
    if (!body) return errorAnswer(400, UNREADABLE)
    const email = text(body.email).trim().toLowerCase()
    const password = text(body.password)
    if (!email || !password) return errorAnswer(400, 'Enter your e-mail address and your password.')

    const started = performance.now()
    const failed = () => {
      logSecurityEvent('sign-in-failed', { scope: 'sign-in', client, account: accountTag(email, req.payload.secret) })
      return errorAnswer(401, SIGN_IN_FAILED)
    }
    const users = req.payload.collections.users
    const account = await req.payload.db.findOne<{ id: number; lockUntil?: string }>({
      collection: 'users',
      req,
      where: { email: { equals: email } },
    })
    if (!account || isLocked(account)) {
      // Payload would answer these at once; the hash makes them cost what a wrong password costs.
      await spendPasswordCheck(password)
      await waitLikeWrongPassword(started)
      return failed()
    }
    try {
      const result = await loginOperation({ collection: users, data: { email, password }, req })
      return sessionAnswer(req, result, 'Signed in.')
    } catch (error) {
      if (error instanceof AuthenticationError || error instanceof LockedAuth || error instanceof UnverifiedEmail) {
        if (error instanceof AuthenticationError) noteWrongPasswordTime(performance.now() - started)
        return failed()
      }
      throw error
    }
  },
}

/** POST /api/users/forgot-password: the same answer, at once, whether or not the address is staff's. */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const client = clientAddress(req.headers)
    const limited = await takeSignInAttempt(client, 'forgot-password')
    if (limited) return limited
    const body = await bodyFields(req)
    if (!body) return errorAnswer(400, UNREADABLE)
    const email = text(body.email).trim().toLowerCase()
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return errorAnswer(400, 'Enter the e-mail address of your staff account.')
    // The e-mail goes out after the answer, so neither the answer nor its time tells whether it was sent.
    void forgotPasswordOperation({
      collection: req.payload.collections.users,
      data: { email } as { email: string; password: string },
      req,
    }).catch((error: unknown) =>
      req.payload.logger.error({ err: error, msg: 'Could not send a password reset e-mail' }),
    )
    return Response.json({
      message: 'If this address belongs to a staff account, a link to choose a new password is on its way.',
    })
  },
}

/** POST /api/users/reset-password: limited per client; the new password meets the rule. */
export const resetPasswordEndpoint: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    const limited = await takeSignInAttempt(clientAddress(req.headers), 'reset-password')
    if (limited) return limited
    const body = await bodyFields(req)
    if (!body) return errorAnswer(400, UNREADABLE)
    const token = text(body.token)
    const password = text(body.password)
    if (!token) return errorAnswer(400, 'The link is incomplete: open the whole link from the e-mail again.')
    const problem = passwordProblem(password)
    if (problem) return errorAnswer(400, problem)
    const result = await resetPasswordOperation({
      collection: req.payload.collections.users,
      data: { token, password },
      req,
    })
    return sessionAnswer(req, result, 'Your new password is set.')
  },
}
