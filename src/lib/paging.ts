import { z } from 'zod'

/** Optional paging of list endpoints: without `page`, the full list is returned. */
export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(12),
})
export type Paging = z.infer<typeof pagingSchema>

export type PagedList<T> = { items: T[]; page: number; totalPages: number; totalItems: number }

/** Arguments for Payload's find: one page, or everything. */
export function findPaging(paging?: Paging) {
  return paging?.page ? { page: paging.page, limit: paging.limit } : { pagination: false as const }
}

/** A page number from a query string (its first value, as the cache key keeps): 1 for anything missing or invalid. */
export function pageNumber(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

/** A page number past the last page of a list; any page but the first of an empty list. */
export const pastLastPage = (list: Pick<PagedList<unknown>, 'page' | 'totalPages'>): boolean =>
  list.page > Math.max(1, list.totalPages)
