import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

// TOTP as RFC 6238 and every authenticator app expect it: SHA-1, 6 digits, 30-second steps.
const ISSUER = 'Lyceum Assessments'
const PERIOD = 30

function totp(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  })
}

/** A new random secret (160 bits, as RFC 4226 recommends), in the base32 form apps accept. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString()
}

/**
 * The time step of a valid code (one step of clock drift either way is accepted), or null. A code
 * of a step at or before `lastUsedStep` is refused: each code signs in once.
 */
export function totpStep(secretBase32: string, code: string, lastUsedStep = -1, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: 1 })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / PERIOD) + delta
  return step > lastUsedStep ? step : null
}

/** Whether a code is right but of a step already used (the code just entered to turn the factor on, say). */
export function totpAlreadyUsed(secretBase32: string, code: string, lastUsedStep = -1, now = Date.now()): boolean {
  const token = code.replace(/\s+/g, '')
  if (lastUsedStep < 0 || !/^\d{6}$/.test(token)) return false
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: 1 })
  return delta !== null && Math.floor(now / 1000 / PERIOD) + delta <= lastUsedStep
}

// Recovery codes: 10 single-use codes of 10 characters from an alphabet without look-alikes (about
// 49 bits each); stored only as keyed digests, shown once.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

export function recoveryCodeDigest(code: string, serverSecret: string): string {
  return crypto
    .createHmac('sha256', serverSecret)
    .update(`recovery:${normalise(code)}`)
    .digest('hex')
}

/** The position of the code among the stored digests, or -1. */
export function findRecoveryCode(code: string, digests: string[], serverSecret: string): number {
  if (normalise(code).length !== 10) return -1
  const digest = Buffer.from(recoveryCodeDigest(code, serverSecret), 'hex')
  return digests.findIndex((d) => {
    const stored = Buffer.from(d, 'hex')
    return stored.length === digest.length && crypto.timingSafeEqual(stored, digest)
  })
}
