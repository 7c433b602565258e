import 'server-only'
import type { Payload } from 'payload'
import { jsonError } from '@/lib/api'
import { parseRestQuery, queryProblem, type QueryTarget } from './restQuery'
import { REQUEST_ID_HEADER } from '@/lib/clientAddress'
import { payloadClient } from '@/lib/payload'

// Guards Payload's REST API (src/app/(payload)/api/[...slug]): requests Payload would answer with a
// 500 (an id that cannot exist, a verification token where nothing is verified, a query it cannot run)
// get a 4xx here; what passes is Payload's, and a 5xx it still answers is logged with the request id.

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Endpoint = { path: string; method: string }

const ID_PATTERN = { number: /^\d{1,15}$/, text: /^[\w-]{1,200}$/ }
const VERIFY_TOKEN = /^[a-f0-9]{1,128}$/i

/** The segments of a path under /api, decoded; null when one cannot be decoded. */
function apiSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent)
  } catch {
    return null
  }
}

/** The first endpoint that serves `segments` (Payload's order), with its named parameters. */
function matchEndpoint(endpoints: Endpoint[], method: string, segments: string[]) {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue
    const pattern = endpoint.path.split('/').filter(Boolean)
    const params: Record<string, string> = {}
    const fits =
      segments.length <= pattern.length &&
      pattern.every((part, i) => {
        if (part.startsWith(':')) {
          const optional = part.endsWith('?')
          if (segments[i] === undefined) return optional
          params[part.slice(1, optional ? -1 : undefined)] = segments[i]
          return true
        }
        return segments[i] === part
      })
    if (fits) return { endpoint, params }
  }
  return null
}

/** A 4xx for a request Payload cannot serve, or null to hand it on. */
async function refusal(req: Request, payload: Payload): Promise<Response | null> {
  const url = new URL(req.url)
  const segments = apiSegments(url.pathname)
  if (!segments) return jsonError(400, 'The address contains malformed percent-encoding.')
  const [first, ...rest] = segments
  const collection = first ? payload.collections[first as keyof Payload['collections']]?.config : undefined
  if (!collection) return null
  const idType = payload.db.defaultIDType
  const override = overriddenQuery(req)
  const method = override ? 'get' : req.method.toLowerCase()
  const matched = Array.isArray(collection.endpoints)
    ? matchEndpoint(collection.endpoints as Endpoint[], method, rest)
    : null
  if (matched?.endpoint.path.startsWith('/verify/')) {
    const verifies = typeof collection.auth === 'object' && Boolean(collection.auth?.verify)
    if (!verifies) return jsonError(404, 'E-mail verification is not used for these accounts.')
    if (!VERIFY_TOKEN.test(matched.params.id ?? '')) return jsonError(404, 'This verification link is not valid.')
  } else if (matched?.params.id !== undefined && !ID_PATTERN[idType].test(matched.params.id)) {
    return jsonError(404, `No ${collection.slug} document with the id "${matched.params.id.slice(0, 100)}".`)
  }
  // Sort names are checked on the collection's own lists; versions and custom endpoints have other fields.
  const listing = matched && ['/', '/count'].includes(matched.endpoint.path)
  const sortable = listing ? new Set(['id', ...collection.flattenedFields.map((f) => f.name)]) : undefined
  const target: QueryTarget = { fields: collection.flattenedFields, idType, sortable }
  let query = parseRestQuery(url.search)
  if (override) {
    const body = await override
    if (body === null) return jsonError(400, 'The body is not valid JSON.')
    query = { ...query, ...body }
  }
  const problem = queryProblem(query, target)
  return problem ? jsonError(400, problem) : null
}

/**
 * The admin sends long queries as a POST that asks to be treated as a GET, with the query in its
 * body (Payload's handleEndpoints): that body is checked like a query string. Null: unreadable JSON.
 */
function overriddenQuery(req: Request): Promise<Record<string, unknown> | null> | undefined {
  const { headers } = req
  const asGet =
    headers.get('x-payload-http-method-override') === 'GET' || headers.get('x-http-method-override') === 'GET'
  if (req.method !== 'POST' || !asGet) return undefined
  const type = headers.get('content-type')
  return req
    .clone()
    .text()
    .then((text) => {
      if (type === 'application/x-www-form-urlencoded') return parseRestQuery(text)
      if (type !== 'application/json') return {}
      try {
        const data: unknown = JSON.parse(text)
        return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
      } catch {
        return null
      }
    })
}

/** Logs an answer of 5xx once, with the request id the front door gave it; Payload logs the error itself. */
export function logUnexpectedAnswer(req: Request, status: number) {
  const { pathname } = new URL(req.url)
  console.error(
    JSON.stringify({
      error: 'unexpected',
      status,
      requestId: req.headers.get(REQUEST_ID_HEADER) ?? undefined,
      method: req.method,
      path: pathname,
    }),
  )
}

/** Payload's REST handler behind the guard. */
export function guardedRest(handler: Handler): Handler {
  return async (req, ctx) => {
    const refused = await refusal(req, await payloadClient())
    if (refused) return refused
    const res = await handler(req, ctx)
    if (res.status >= 500) logUnexpectedAnswer(req, res.status)
    return res
  }
}
