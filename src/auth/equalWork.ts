import crypto from 'node:crypto'

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

/** A short keyed digest of an e-mail address: lets an operator group log lines without naming anyone. */
export function accountTag(email: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(email.toLowerCase().trim()).digest('hex').slice(0, 12)
}
