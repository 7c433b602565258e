type PaginationProps = {
  page: number
  totalPages: number
  basePath: string
  /** The page number's query parameter, as the route declares it (its cache.mjs). */
  pageParam: string
  /** Other query parameters every page link keeps (e.g. a search's `q`). */
  query?: Record<string, string>
  labels?: { previous: string; next: string }
}

/** "← Newer" / "Older →" and "Page N of M" for long lists (docs/product.md, Blog list); nothing when all fits. */
export function Pagination({
  page,
  totalPages,
  basePath,
  pageParam,
  query = {},
  labels = { previous: '← Newer', next: 'Older →' },
}: PaginationProps) {
  if (totalPages <= 1) return null
  const href = (p: number) => {
    const params = new URLSearchParams(query)
    if (p > 1) params.set(pageParam, String(p))
    const search = params.toString()
    return search ? `${basePath}?${search}` : basePath
  }
  const link = 'inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-1 ring-slate-300 hover:bg-mist'
  return (
    <nav aria-label="Pages" className="mt-12 flex items-center justify-center gap-4">
      {page > 1 && (
        <a href={href(page - 1)} className={link} rel="prev">
          {labels.previous}
        </a>
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </span>
      {page < totalPages && (
        <a href={href(page + 1)} className={link} rel="next">
          {labels.next}
        </a>
      )}
    </nav>
  )
}
