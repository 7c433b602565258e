import type { Payload } from 'payload'

/** A signed-in staff member's JWT, for REST calls that need one. */
export async function staffToken(payload: Payload, email: string): Promise<string> {
  const password = 'Lyceum-test-passphrase-2026!'
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
  if (!found.docs[0]) await payload.create({ collection: 'users', data: { email, password }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error('no token for the test staff member')
  return token
}
