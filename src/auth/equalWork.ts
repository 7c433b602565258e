import crypto from 'node:crypto'
import { appSlot } from '../../server/shared.mjs'

// A sign-in with an unknown e-mail address or a locked account must cost what a wrong password
// costs: Payload answers those two before it hashes anything, so the time would tell who is staff.
// These are Payload 3.90's password-hash parameters (generatePasswordSaltHash: PBKDF2-SHA256,
// 600,000 iterations, 32 bytes); tests/int/auth-sign-in.test.ts fails if they drift apart.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const SALT = crypto.randomBytes(32).toString('hex')

/** Hashes the given password as a real check would, and throws the result away. */
export function spendPasswordCheck(password: string): Promise<void> {
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, SALT, ITERATIONS, KEY_LENGTH, 'sha256', (error) => (error ? reject(error) : resolve())),
  )
}

// The hash is most of a wrong password's cost, not all: Payload then counts the failure in the
// database, a write whose cost depends on the disk (about 60 ms more in production here). So an
// unknown or locked sign-in also waits until the typical time of recent wrong passwords has passed.
const recentTimes = () => appSlot('wrongPasswordTimes', (): number[] => [])
const KEPT = 15
const MAX_WAIT_MS = 2_000

/** Notes how long a wrong password took to answer (from the start of the sign-in). */
export function noteWrongPasswordTime(ms: number) {
  const times = recentTimes()
  times.push(ms)
  if (times.length > KEPT) times.shift()
}

/** Waits until a sign-in started at `startedAt` has taken as long as a typical wrong password. */
export async function waitLikeWrongPassword(startedAt: number): Promise<void> {
  const times = recentTimes()
  if (!times.length) return
  // Capped: a server slowed by load must not make every unknown sign-in wait without bound.
  const typical = Math.min([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)], MAX_WAIT_MS)
  const left = typical - (performance.now() - startedAt)
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}

/** A short keyed digest of an e-mail address: lets an operator group log lines without naming anyone. */
export function accountTag(email: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(email.toLowerCase().trim()).digest('hex').slice(0, 12)
}
