import { fieldErrors } from '@/lib/fieldErrors'
import { pagingSchema, type PagedList } from '@/lib/paging'
import { slugPattern } from '@/lib/slugify'

/** JSON error body every endpoint uses: a message a person can act on, plus field errors. */
export function jsonError(status: number, message: string, errors?: Record<string, string>) {
  return Response.json(errors ? { message, errors } : { message }, { status })
}

export function notFoundJson(what: string, slug: string) {
  return jsonError(404, `No ${what} with the slug "${slug.slice(0, MAX_SLUG_LENGTH)}".`)
}

// Generated slugs come from titles; none is near this long.
const MAX_SLUG_LENGTH = 200

/** A slug no document can have (characters slugs never contain, or too long): answered 404 without a query. */
export function impossibleSlug(slug: string): boolean {
  return slug.length > MAX_SLUG_LENGTH || !slugPattern.test(slug)
}

/**
 * A list endpoint: the full array by default; with ?page=N (and ?limit=M) one page of it,
 * with the totals in headers so the body keeps its array shape (decision 003). `names`: the
 * parameters' names in the address, as the route declares them (its cache.mjs).
 */
export async function listResponse<T>(
  req: Request,
  load: (paging?: { page?: number; limit: number }) => Promise<PagedList<T>>,
  names: { page: string; limit: string },
) {
  const params = new URL(req.url).searchParams
  // ?page=1&page=2 has no one meaning: refused rather than guessed.
  if (params.getAll(names.page).length > 1 || params.getAll(names.limit).length > 1)
    return jsonError(400, `Give "${names.page}" and "${names.limit}" once each.`)
  const given = { page: params.get(names.page) ?? undefined, limit: params.get(names.limit) ?? undefined }
  const parsed = pagingSchema.safeParse(given)
  if (!parsed.success) {
    // Each message under the parameter's name in the address.
    const errors = Object.entries(fieldErrors(parsed.error)).map(([key, m]) => [names[key as 'page'] ?? key, m])
    return jsonError(400, 'Invalid paging parameters.', Object.fromEntries(errors))
  }
  const list = await load(parsed.data.page ? parsed.data : undefined)
  const headers: Record<string, string> = parsed.data.page
    ? {
        'X-Total-Count': String(list.totalItems),
        'X-Total-Pages': String(list.totalPages),
        'X-Page': String(list.page),
      }
    : {}
  return Response.json(list.items, { headers })
}
