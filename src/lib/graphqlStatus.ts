type GraphqlBody = { errors?: { extensions?: { statusCode?: number } }[] }

/**
 * GraphQL answers 200 even when access is refused; clients, caches and monitors deserve the real
 * status. A response carrying a 401 or 403 error keeps its body and takes that status.
 */
export async function withAccessStatus(res: Response): Promise<Response> {
  if (res.status !== 200) return res
  const text = await res.text()
  let status = 200
  try {
    const body = JSON.parse(text) as GraphqlBody
    const codes = (body.errors ?? []).map((e) => e.extensions?.statusCode)
    status = codes.includes(401) ? 401 : codes.includes(403) ? 403 : 200
  } catch {
    // Not JSON: pass it on untouched.
  }
  return new Response(text, { status, headers: res.headers })
}
