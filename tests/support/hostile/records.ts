import { sendHttp, type Target } from './send'

// What an invalid request must never leave behind: these collections are counted before and after.
export const COUNTED = [
  'contact-messages',
  'enquiries',
  'users',
  'media',
  'downloads',
  'entries',
  'payments',
  'entry-files',
] as const

/** Signs in as the server's first admin (ADMIN_EMAIL / ADMIN_PASSWORD of the suite's server). */
export async function adminToken(target: Target, email: string, password: string): Promise<string> {
  const res = await sendHttp(target, {
    method: 'POST',
    path: '/api/users/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const token = res.status === 200 ? (JSON.parse(res.body) as { token?: string }).token : undefined
  if (!token) throw new Error(`Signing in as ${email} answered ${res.status}: ${res.body.slice(0, 200)}`)
  return token
}

/** How many documents each counted collection holds, through the REST API as the admin. */
export async function recordCounts(target: Target, token: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of COUNTED) {
    const res = await sendHttp(target, {
      method: 'GET',
      path: `/api/${collection}?limit=1&depth=0&trash=true`,
      headers: { authorization: `JWT ${token}` },
    })
    if (res.status !== 200) throw new Error(`Counting ${collection} answered ${res.status}: ${res.body.slice(0, 200)}`)
    counts[collection] = (JSON.parse(res.body) as { totalDocs: number }).totalDocs
  }
  return counts
}
