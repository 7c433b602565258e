import { dictionary } from '@zxcvbn-ts/language-common'

// One password rule for every way a password is set: new users, changed passwords, reset-password
// and ADMIN_PASSWORD (decision 018).

export const MIN_PASSWORD_LENGTH = 12
// Long enough for any passphrase; bounds the work of hashing what a client sends.
export const MAX_PASSWORD_LENGTH = 256

let common: Set<string> | undefined

/** The ~49,000 most common passwords of the zxcvbn-ts list, lower-cased, built on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return common
}

/** What is wrong with a new password, in words a staff member can act on; null when it is acceptable. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Enter a password.'
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}).`
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`
  if (commonPasswords().has(password.toLowerCase())) {
    return 'This password is on a list of common passwords that attackers try first: choose another one.'
  }
  return null
}
