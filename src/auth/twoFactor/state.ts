import { extractJWT, type Payload, type PayloadRequest } from 'payload'
import { jwtVerify } from 'jose'

// What the server keeps about a staff member's two-factor sign-in, in the hidden `twoFactor` field of
// their user record (never readable through any API), and the sign-ins waiting for a second factor.

/** A session whose password was right but that waits for a code ('code') or for set-up ('setup'). */
export type PendingSignIn = { sid: string; kind: 'code' | 'setup'; expiresAt: string; failures: number }

export type TwoFactorState = {
  /** The TOTP secret, encrypted (secrets.ts). */
  secret?: string
  /** The time step of the last accepted code: a code signs in once. */
  lastStep?: number
  /** Keyed digests of the unused recovery codes. */
  recoveryCodes?: string[]
  /** A secret being set up, until the first code confirms it. */
  setupSecret?: string
  pending?: PendingSignIn[]
}

/** How long the second step may take after the password. */
export const PENDING_MINUTES = 10
/** Wrong codes for one pending sign-in before the password must be given again. */
export const MAX_CODE_FAILURES = 5

type Session = { id: string; createdAt?: unknown; expiresAt: unknown }

/** The user's row as the database has it, hidden fields included. */
export type StoredUser = {
  id: number | string
  email: string
  role?: string | null
  twoFactorEnabled?: boolean | null
  twoFactor?: TwoFactorState | null
  sessions?: Session[] | null
  lockUntil?: string | null
  loginAttempts?: number | null
}

export async function storedUser(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<StoredUser | null> {
  return (await payload.db.findOne({ collection: 'users', req, where: { id: { equals: id } } })) as StoredUser | null
}

export const stateOf = (user: StoredUser): TwoFactorState => ({ ...(user.twoFactor ?? {}) })

const live = (pending: PendingSignIn[] = []) => pending.filter((p) => new Date(p.expiresAt).getTime() > Date.now())
const liveSessions = (sessions: Session[] = []) =>
  sessions.filter((s) => new Date(String(s.expiresAt)).getTime() > Date.now())

export async function saveUser(
  payload: Payload,
  user: StoredUser,
  data: Partial<StoredUser>,
  req?: Partial<PayloadRequest>,
) {
  // Sessions live in their own table: the adapter then writes the whole row (as Payload itself does), so
  // it gets the whole row; other changes are written alone. updatedAt stays: nothing an editor changed.
  const row = 'sessions' in data ? { ...user, ...data, updatedAt: null } : data
  await payload.db.updateOne({ collection: 'users', id: user.id, data: row, req, returning: false })
}

/** Moves a new session out of the signed-in ones until the second factor is given. */
export async function holdSession(
  payload: Payload,
  user: StoredUser,
  sid: string,
  kind: PendingSignIn['kind'],
  req?: Partial<PayloadRequest>,
) {
  const state = stateOf(user)
  const expiresAt = new Date(Date.now() + PENDING_MINUTES * 60_000).toISOString()
  state.pending = [...live(state.pending), { sid, kind, expiresAt, failures: 0 }]
  const sessions = (user.sessions ?? []).filter((s) => s.id !== sid)
  await saveUser(payload, user, { twoFactor: state, sessions }, req)
}

/** Makes a pending session a signed-in one, lasting as long as any session (SESSION_HOURS). */
export async function releaseSession(payload: Payload, user: StoredUser, state: TwoFactorState, sid: string) {
  const lifetimeMs = payload.collections.users.config.auth.tokenExpiration * 1000
  const now = new Date()
  state.pending = live(state.pending).filter((p) => p.sid !== sid)
  const sessions = [
    ...liveSessions(user.sessions ?? []),
    { id: sid, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) },
  ]
  await saveUser(payload, user, { twoFactor: state, sessions, loginAttempts: 0, lockUntil: null })
}

/** The session id inside a token Payload has just signed. */
export function sessionIdOf(token: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
    return typeof claims.sid === 'string' ? claims.sid : null
  } catch {
    return null
  }
}

export type PendingRequest = { user: StoredUser; state: TwoFactorState; entry: PendingSignIn }

/** The half-signed-in sign-in that this request's token (cookie or Authorization header) belongs to, if any. */
export async function pendingSignIn(payload: Payload, headers: Headers): Promise<PendingRequest | null> {
  const token = extractJWT({ headers, payload })
  if (!token) return null
  let claims: Record<string, unknown>
  try {
    claims = (await jwtVerify(token, new TextEncoder().encode(payload.secret))).payload as Record<string, unknown>
  } catch {
    return null
  }
  if (claims.collection !== 'users' || typeof claims.sid !== 'string') return null
  if (typeof claims.id !== 'string' && typeof claims.id !== 'number') return null
  const user = await storedUser(payload, claims.id)
  if (!user) return null
  const state = stateOf(user)
  const entry = live(state.pending).find((p) => p.sid === claims.sid)
  return entry ? { user, state, entry } : null
}
