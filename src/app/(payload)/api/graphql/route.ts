import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { jsonError } from '@/lib/api'
import { withGraphqlStatus } from '@/lib/graphqlStatus'
import { logUnexpectedAnswer } from '@/lib/restGuard'

const graphql = GRAPHQL_POST(config)
// A real query is a few kilobytes; a bigger body is someone testing the parser.
const MAX_BODY_BYTES = 100_000

export async function POST(req: Request) {
  const refused = await refuseBody(req)
  if (refused) return refused
  const { response, unexpected } = await withGraphqlStatus(await graphql(req))
  if (unexpected) logUnexpectedAnswer(req, 500)
  return response
}
export const OPTIONS = REST_OPTIONS(config)

/** A body Payload would fail on with a 500 (unreadable JSON) or that is too big to be a query: a 4xx. */
async function refuseBody(req: Request): Promise<Response | null> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return jsonError(413, `A GraphQL request may be at most ${MAX_BODY_BYTES / 1000} kB.`)
  if (!req.headers.get('content-type')?.includes('json')) return null
  const text = await req.clone().text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return jsonError(413, `A GraphQL request may be at most ${MAX_BODY_BYTES / 1000} kB.`)
  try {
    JSON.parse(text)
    return null
  } catch {
    return jsonError(400, 'The body is not valid JSON.')
  }
}
