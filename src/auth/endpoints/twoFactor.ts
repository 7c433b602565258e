import QRCode from 'qrcode'
import { generateExpiredPayloadCookie, incrementLoginAttempts, type Endpoint, type PayloadRequest } from 'payload'
import { clientAddress } from '@/lib/clientAddress'
import { logSecurityEvent } from '@/lib/securityLog'
import { hasAdminRole } from '../roles'
import { twoFactorRequired } from '../requirement'
import { bodyFields, errorAnswer, text } from '../requestBody'
import { takeSignInAttempt } from '../signInLimit'
import {
  findRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeDigest,
  totpAlreadyUsed,
  totpStep,
  totpUri,
} from '../twoFactor/codes'
import { decryptSecret, encryptSecret } from '../twoFactor/secrets'
import {
  MAX_CODE_FAILURES,
  pendingSignIn,
  releaseSession,
  saveUser,
  stateOf,
  storedUser,
  type PendingRequest,
  type StoredUser,
  type TwoFactorState,
} from '../twoFactor/state'

const EXPIRED = 'Your sign-in has expired: sign in again with your e-mail address and password.'
const WRONG_CODE =
  'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.'

const USED_CODE =
  'That code has already been used: each code works once. Wait for your ' +
  'authenticator app to show the next code (at most 30 seconds), then enter that one.'

/** Why a code was refused: used already, or simply wrong. */
function refusedCode(state: TwoFactorState, code: string, serverSecret: string): string {
  const secret = state.secret ? decryptSecret(state.secret, serverSecret) : null
  return secret && totpAlreadyUsed(secret, code, state.lastStep) ? USED_CODE : WRONG_CODE
}

/** Checks a code against the user's factor: a TOTP code (once per time step) or an unused recovery code. */
function acceptCode(state: TwoFactorState, code: string, serverSecret: string): TwoFactorState | null {
  const secret = state.secret ? decryptSecret(state.secret, serverSecret) : null
  const step = secret ? totpStep(secret, code, state.lastStep) : null
  if (step !== null) return { ...state, lastStep: step }
  const codes = state.recoveryCodes ?? []
  const index = findRecoveryCode(code, codes, serverSecret)
  if (index < 0) return null
  return { ...state, recoveryCodes: codes.filter((_, i) => i !== index) }
}

/** The staff member the request acts for: a signed-in one, or one half signed in waiting for set-up. */
async function setupSubject(req: PayloadRequest): Promise<{ user: StoredUser; pending?: PendingRequest } | null> {
  if (req.user) {
    const user = await storedUser(req.payload, req.user.id)
    return user ? { user } : null
  }
  const pending = await pendingSignIn(req.payload, req.headers)
  return pending?.entry.kind === 'setup' ? { user: pending.user, pending } : null
}

/** POST /api/users/two-factor/verify { code }: the second step of a sign-in. */
const verify: Endpoint = {
  path: '/two-factor/verify',
  method: 'post',
  handler: async (req) => {
    const client = clientAddress(req.headers)
    const limited = await takeSignInAttempt(client, 'two-factor')
    if (limited) return limited
    const body = await bodyFields(req)
    if (!body) return errorAnswer(400, 'Send the code as JSON: { "code": "123456" }.')
    const pending = await pendingSignIn(req.payload, req.headers)
    if (!pending || pending.entry.kind !== 'code') return errorAnswer(401, EXPIRED)
    const { user, state, entry } = pending
    const locked = typeof user.lockUntil === 'string' && new Date(user.lockUntil).getTime() > Date.now()
    const accepted = locked ? null : acceptCode(state, text(body.code), req.payload.secret)
    if (!accepted) {
      logSecurityEvent('sign-in-failed', { scope: 'two-factor', client })
      // Wrong codes count towards the account's lockout, and end this sign-in after a few.
      await incrementLoginAttempts({
        collection: req.payload.collections.users.config,
        payload: req.payload,
        user: user as never,
      })
      entry.failures += 1
      const fresh = await storedUser(req.payload, user.id)
      const pendingNow = stateOf(fresh ?? user).pending ?? []
      const kept = pendingNow
        .map((p) => (p.sid === entry.sid ? { ...p, failures: entry.failures } : p))
        .filter((p) => p.failures < MAX_CODE_FAILURES)
      await saveUser(req.payload, user, { twoFactor: { ...stateOf(fresh ?? user), pending: kept } })
      return errorAnswer(
        401,
        entry.failures >= MAX_CODE_FAILURES ? EXPIRED : refusedCode(state, text(body.code), req.payload.secret),
      )
    }
    await releaseSession(req.payload, user, accepted, entry.sid)
    return Response.json({ message: 'Signed in.', recoveryCodesLeft: accepted.recoveryCodes?.length ?? 0 })
  },
}

/** POST /api/users/two-factor/setup: a new secret to scan (not active until a code confirms it). */
const setup: Endpoint = {
  path: '/two-factor/setup',
  method: 'post',
  handler: async (req) => {
    const subject = await setupSubject(req)
    if (!subject) return errorAnswer(401, EXPIRED)
    const { user } = subject
    if (user.twoFactorEnabled) return errorAnswer(409, 'Two-factor sign-in is already on for this account.')
    const secret = newTotpSecret()
    const state = stateOf(user)
    await saveUser(req.payload, user, {
      twoFactor: { ...state, setupSecret: encryptSecret(secret, req.payload.secret) },
    })
    const uri = totpUri(secret, user.email)
    const qrCode = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    return Response.json({ secret, uri, qrCode })
  },
}

/** POST /api/users/two-factor/enable { code }: confirms the new secret; answers the recovery codes, once. */
const enable: Endpoint = {
  path: '/two-factor/enable',
  method: 'post',
  handler: async (req) => {
    const limited = await takeSignInAttempt(clientAddress(req.headers), 'two-factor')
    if (limited) return limited
    const body = await bodyFields(req)
    if (!body) return errorAnswer(400, 'Send the code as JSON: { "code": "123456" }.')
    const subject = await setupSubject(req)
    if (!subject) return errorAnswer(401, EXPIRED)
    const { user, pending } = subject
    const state = stateOf(user)
    const secret = state.setupSecret ? decryptSecret(state.setupSecret, req.payload.secret) : null
    if (!secret) return errorAnswer(409, 'Start the set-up again: no new secret is waiting for confirmation.')
    const step = totpStep(secret, text(body.code))
    if (step === null)
      return errorAnswer(
        400,
        'That code is not right. Enter the 6-digit code your authenticator app shows for this account now.',
      )
    const recoveryCodes = newRecoveryCodes()
    const next: TwoFactorState = {
      ...state,
      secret: state.setupSecret,
      setupSecret: undefined,
      lastStep: step,
      recoveryCodes: recoveryCodes.map((c) => recoveryCodeDigest(c, req.payload.secret)),
    }
    await saveUser(req.payload, user, { twoFactorEnabled: true, twoFactor: next })
    if (pending) await releaseSession(req.payload, { ...user, twoFactorEnabled: true }, next, pending.entry.sid)
    return Response.json({
      message: 'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once.',
      recoveryCodes,
    })
  },
}

/** POST /api/users/two-factor/disable { code }: turns it off for the signed-in staff member. */
const disable: Endpoint = {
  path: '/two-factor/disable',
  method: 'post',
  handler: async (req) => {
    const limited = await takeSignInAttempt(clientAddress(req.headers), 'two-factor')
    if (limited) return limited
    if (!req.user) return errorAnswer(401, 'Sign in first.')
    const body = await bodyFields(req)
    if (!body) return errorAnswer(400, 'Send the code as JSON: { "code": "123456" }.')
    const user = await storedUser(req.payload, req.user.id)
    if (!user?.twoFactorEnabled) return errorAnswer(409, 'Two-factor sign-in is already off for this account.')
    if (await twoFactorRequired(req.payload)) {
      return errorAnswer(
        409,
        'Two-factor sign-in is required for all staff (Sign-in settings), so it cannot be turned off.',
      )
    }
    if (!acceptCode(stateOf(user), text(body.code), req.payload.secret))
      return errorAnswer(400, refusedCode(stateOf(user), text(body.code), req.payload.secret))
    await saveUser(req.payload, user, { twoFactorEnabled: false, twoFactor: { pending: stateOf(user).pending } })
    return Response.json({ message: 'Two-factor sign-in is off.' })
  },
}

/** GET /api/users/two-factor: where the signed-in (or half signed-in) staff member stands. */
const status: Endpoint = {
  path: '/two-factor',
  method: 'get',
  handler: async (req) => {
    const subject = await setupSubject(req)
    const pending = subject ? null : await pendingSignIn(req.payload, req.headers)
    const user = subject?.user ?? pending?.user
    if (!user) return errorAnswer(401, 'Sign in first.')
    return Response.json({
      enabled: Boolean(user.twoFactorEnabled),
      required: await twoFactorRequired(req.payload),
      recoveryCodesLeft: stateOf(user).recoveryCodes?.length ?? 0,
      pending: (subject?.pending ?? pending)?.entry.kind ?? null,
    })
  },
}

/** POST /api/users/two-factor/cancel: abandons a half-finished sign-in (to sign in as someone else). */
const cancel: Endpoint = {
  path: '/two-factor/cancel',
  method: 'post',
  handler: async (req) => {
    const pending = await pendingSignIn(req.payload, req.headers)
    if (pending) {
      const kept = (pending.state.pending ?? []).filter((p) => p.sid !== pending.entry.sid)
      await saveUser(req.payload, pending.user, { twoFactor: { ...pending.state, pending: kept } })
    }
    const cookie = generateExpiredPayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
    })
    return Response.json({ message: 'Sign-in cancelled.' }, { headers: { 'Set-Cookie': cookie } })
  },
}

/** POST /api/users/:id/two-factor/reset: an admin turns it off for a colleague who lost their phone. */
const resetForUser: Endpoint = {
  path: '/:id/two-factor/reset',
  method: 'post',
  handler: async (req) => {
    if (!hasAdminRole(req.user))
      return errorAnswer(403, 'Only an admin can reset another staff member’s two-factor sign-in.')
    const id = req.routeParams?.id as string | undefined
    const user = id ? await storedUser(req.payload, id) : null
    if (!user) return errorAnswer(404, 'No such staff account.')
    // Their sessions end too: whoever holds the lost phone may be signed in.
    await saveUser(req.payload, user, { twoFactorEnabled: false, twoFactor: {}, sessions: [] })
    return Response.json({
      message: `Two-factor sign-in is off for ${user.email}; they can turn it on again after signing in.`,
    })
  },
}

export const twoFactorEndpoints: Endpoint[] = [verify, setup, enable, disable, status, cancel, resetForUser]
