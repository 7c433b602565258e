import { payloadConfig } from '@/lib/payloadConfig'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { GraphQLError, parse } from 'graphql'
import { bracketNesting, MAX_DOCUMENT_NESTING, recursiveFragment } from '@/apiGuard/graphqlDepth'
import { withGraphqlStatus } from '@/apiGuard/graphqlStatus'
import { logUnexpectedAnswer } from '@/apiGuard/restGuard'

const config = payloadConfig()

const graphql = GRAPHQL_POST(config)
// A real query is a few kilobytes and a few hundred tokens; more is someone testing the parser.
const MAX_BODY_BYTES = 100_000
const MAX_TOKENS = 10_000

export async function POST(req: Request) {
  const refused = await refuseBody(req)
  if (refused) return refused
  const { response, unexpected } = await withGraphqlStatus(await graphql(req))
  if (unexpected) logUnexpectedAnswer(req, 500)
  return response
}
export const OPTIONS = REST_OPTIONS(config)

/** A refusal in GraphQL's own shape, so clients show it like any other GraphQL error. */
const graphqlError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })
const tooBig = () => graphqlError(413, `A GraphQL request may be at most ${MAX_BODY_BYTES / 1000} kB.`)

/**
 * What Payload would fail on with a 500 (an unreadable body, a fragment that spreads itself: the
 * complexity rule follows it forever) or that is too big to be a query: a 4xx before it runs.
 */
async function refuseBody(req: Request): Promise<Response | null> {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooBig()
  if (!/^application\/(graphql-response\+)?json\b/i.test(req.headers.get('content-type') ?? ''))
    return graphqlError(415, 'Send GraphQL requests as JSON (Content-Type: application/json).')
  const text = await req.clone().text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return tooBig()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return graphqlError(400, 'The body is not valid JSON.')
  }
  const query = typeof body === 'object' && body !== null && 'query' in body ? body.query : undefined
  if (typeof query !== 'string') return null
  if (bracketNesting(query) > MAX_DOCUMENT_NESTING)
    return graphqlError(400, `The query is nested deeper than ${MAX_DOCUMENT_NESTING} brackets.`)
  try {
    const fragment = recursiveFragment(parse(query, { maxTokens: MAX_TOKENS }))
    return fragment ? graphqlError(400, `The fragment "${fragment}" spreads itself.`) : null
  } catch (error) {
    if (error instanceof GraphQLError) return graphqlError(400, error.message)
    throw error
  }
}
