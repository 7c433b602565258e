/** "← Newer" / "Older →" links and "Page N of M" for long lists (docs/product.md, Blog list); nothing when everything fits one page. */
export function Pagination({ page, totalPages, basePath }: { page: number; totalPages: number; basePath: string }) {
  if (totalPages <= 1) return null
  const href = (p: number) => (p === 1 ? basePath : `${basePath}?page=${p}`)
  const link = 'inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-1 ring-slate-300 hover:bg-mist'
  return (
    <nav aria-label="Pages" className="mt-12 flex items-center justify-center gap-4">
      {page > 1 && (
        <a href={href(page - 1)} className={link} rel="prev">
          ← Newer
        </a>
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </span>
      {page < totalPages && (
        <a href={href(page + 1)} className={link} rel="next">
          Older →
        </a>
      )}
    </nav>
  )
}
