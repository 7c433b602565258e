type GraphqlBody = { data?: unknown; errors?: { extensions?: { statusCode?: number } }[] }

/**
 * GraphQL answers 200 even when a request is refused; clients, caches and monitors deserve the real
 * status. A response carrying a 401 or 403 error keeps its body and takes that status; one with errors
 * and no `data` (the request could not be parsed or validated, so nothing ran) takes 400, as the
 * GraphQL-over-HTTP specification asks. `unexpected`: a resolver failed with a server error (the
 * answer stays 200, its data may be partial), for the caller to log.
 */
export async function withGraphqlStatus(res: Response): Promise<{ response: Response; unexpected: boolean }> {
  if (res.status !== 200) return { response: res, unexpected: res.status >= 500 }
  const text = await res.text()
  let status = 200
  let unexpected = false
  try {
    const body = JSON.parse(text) as GraphqlBody
    const codes = (body.errors ?? []).map((e) => e.extensions?.statusCode)
    if (codes.includes(401)) status = 401
    else if (codes.includes(403)) status = 403
    else if (body.errors?.length && !('data' in body)) status = 400
    unexpected = codes.some((code) => code !== undefined && code >= 500)
  } catch {
    // Not JSON: pass it on untouched.
  }
  return { response: new Response(text, { status, headers: res.headers }), unexpected }
}
