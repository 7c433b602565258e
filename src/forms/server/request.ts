/** The page a form was sent from, from the Referer header (path only), for staff context. */
export function sourcePageOf(req: Request): string {
  const referer = req.headers.get('referer')
  if (!referer) return ''
  try {
    return new URL(referer).pathname.slice(0, 200)
  } catch {
    return ''
  }
}

export function mediaTypeOf(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
}
