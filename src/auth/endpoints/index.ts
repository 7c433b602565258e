import type { Endpoint } from 'payload'
import { passwordCheckEndpoint } from './passwordCheck'
import { forgotPasswordEndpoint, loginEndpoint, resetPasswordEndpoint } from './signIn'
import { twoFactorEndpoints } from './twoFactor'

/** The Users collection's sign-in endpoints, in front of Payload's own (custom endpoints match first). */
export const signInEndpoints: Endpoint[] = [
  loginEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  passwordCheckEndpoint,
  ...twoFactorEndpoints,
]
