import type { Payload, PayloadRequest } from 'payload'

export const SIGN_IN_SETTINGS = 'sign-in-settings'

/** Whether an admin has required two-factor sign-in for all staff. */
export async function twoFactorRequired(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: SIGN_IN_SETTINGS, overrideAccess: true, depth: 0, req })
  return Boolean((settings as { requireTwoFactor?: boolean | null }).requireTwoFactor)
}
