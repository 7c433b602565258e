import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { pendingSignIn } from '../twoFactor/state'

/**
 * On the sign-in page: a staff member whose password was right but whose second step is missing
 * (the admin's sign-in form lands here after the password) is sent to that step.
 */
export async function SecondStepRedirect({
  payload,
  searchParams,
}: {
  payload: Payload
  searchParams?: Record<string, string | string[] | undefined>
}) {
  if (!(await pendingSignIn(payload, await headers()))) return null
  const target =
    typeof searchParams?.redirect === 'string' ? `?redirect=${encodeURIComponent(searchParams.redirect)}` : ''
  redirect(`/admin/two-factor${target}`)
}
