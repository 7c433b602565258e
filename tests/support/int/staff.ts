import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route'
import type { Payload } from 'payload'
import { Secret, TOTP } from 'otpauth'
import type { Role } from '@/auth/roles'

// What the sign-in tests share: Payload's REST and GraphQL handlers called as Next calls them, with
// the client address the server's front door would set, and staff accounts made for one test.

const restGet = REST_GET(config)
const restPost = REST_POST(config)
const restPatch = REST_PATCH(config)
const handlers = { GET: restGet, POST: restPost, PATCH: restPatch, DELETE: REST_DELETE(config) }

type Call = { body?: unknown; token?: string; client?: string }

export function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { body, token, client = '198.51.100.7' }: Call = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'x-client-address': client }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `JWT ${token}`
  const slug = path
    .replace(/^\/api\//, '')
    .split('?')[0]
    .split('/')
  const request = new Request(`http://localhost:3999${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

export function graphql(query: string, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `JWT ${token}`
  return graphqlRoute(
    new Request('http://localhost:3999/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) }),
  )
}

export const signIn = (email: string, password: string, client?: string) =>
  rest('POST', '/api/users/login', { body: { email, password }, client })

/** The signed-in staff member a token stands for, or null. */
export async function whoIs(token: string): Promise<string | null> {
  const json = (await (await rest('GET', '/api/users/me', { token })).json()) as { user?: { email?: string } | null }
  return json.user?.email ?? null
}

let counter = 0
/** A new staff account with a unique address and a password that meets the rule. */
export async function newStaff(payload: Payload, role: Role = 'editor') {
  const email = `staff-${Date.now()}-${++counter}@example.lk`
  const password = 'correct horse battery staple'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: [role] },
    overrideAccess: true,
  })
  return { id: user.id, email, password }
}

/** The code an authenticator app would show for this secret at this time. */
export const codeFor = (secret: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at })

/** Signs in and turns two-factor sign-in on; the secret and recovery codes for the rest of a test. */
export async function withTwoFactor(staff: { email: string; password: string }) {
  const { token } = (await (await signIn(staff.email, staff.password)).json()) as { token: string }
  const { secret } = (await (await rest('POST', '/api/users/two-factor/setup', { token })).json()) as { secret: string }
  const enabled = await rest('POST', '/api/users/two-factor/enable', { token, body: { code: codeFor(secret) } })
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] }
  return { token, secret, recoveryCodes }
}

/** A signed-in staff member's JWT, for REST calls that need one (an admin unless the test names the role). */
export async function staffToken(payload: Payload, email: string, roles: Role[] = ['admin']): Promise<string> {
  const password = 'Lyceum-test-passphrase-2026!'
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  if (!found.docs[0])
    await payload.create({ collection: 'users', data: { email, password, roles }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error('no token for the test staff member')
  return token
}
