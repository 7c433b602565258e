import type { Endpoint, PayloadRequest, Where } from 'payload'
import { errorAnswer } from '@/auth/requestBody'
import { worksTheInbox } from '@/auth/roles'
import { colomboDay } from '@/lib/colomboDay'
import { attachmentHeader } from '@/uploads/serveFile'
import { csvFileName, csvLine, csvSelect, INBOX_CSV_COLUMNS, type InboxCollection } from './csvColumns'

// GET /api/<contact-messages|enquiries>/export.csv?where[...]&search=...: every row the list's filter
// matches, streamed page by page from the Local API, so no instance holds the whole table nor stores a file.

const PAGE_SIZE = 200
/** Newest first; the id orders rows saved in the same millisecond, so that each page starts where the last ended. */
const ORDER = ['-createdAt', '-id']

type Row = { id: number | string; createdAt: string }

/** The rows after `last` in ORDER: a page found by where it starts (an index range), not by how many rows it skips. */
const after = (last: Row): Where => {
  const sameTimeLowerId: Where = { and: [{ createdAt: { equals: last.createdAt } }, { id: { less_than: last.id } }] }
  return { or: [{ createdAt: { less_than: last.createdAt } }, sameTimeLowerId] }
}

/** The fields the list's search box looks in (also the collections' admin.listSearchableFields). */
export const INBOX_SEARCH_FIELDS: Record<InboxCollection, string[]> = {
  'contact-messages': ['name', 'email', 'subject', 'message'],
  enquiries: ['fname', 'lname', 'email', 'phone', 'message'],
}

/** The list view's filter and search box as one Local API `where`. */
export function exportWhere(collection: InboxCollection, query: Record<string, unknown>): Where {
  const parts: Where[] = []
  if (query.where && typeof query.where === 'object') parts.push(query.where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) parts.push({ or: INBOX_SEARCH_FIELDS[collection].map((name) => ({ [name]: { like: search } })) })
  return parts.length === 0 ? {} : { and: parts }
}

export function inboxCsvEndpoint(collection: InboxCollection): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!req.user) return errorAnswer(401, 'Sign in to export messages.')
      if (!worksTheInbox(req.user)) return errorAnswer(403, 'Only inbox staff and admins can export messages.')
      const where = exportWhere(collection, req.query as Record<string, unknown>)
      const columns = INBOX_CSV_COLUMNS[collection]
      const select = csvSelect(collection)
      // Only the first page is counted (the row count in X-Export-Rows); the others skip the count.
      const page = (last?: Row) =>
        req.payload.find({
          collection,
          where: last ? { and: [where, after(last)] } : where,
          sort: ORDER,
          limit: PAGE_SIZE,
          pagination: !last,
          depth: 0,
          select,
          user: req.user,
          overrideAccess: false,
        })
      let first: Awaited<ReturnType<typeof page>>
      try {
        // The first page before any byte is sent: a filter that names no field is a 400, not a broken file.
        first = await page()
      } catch (error) {
        const message = error instanceof Error ? error.message : 'this filter cannot be read'
        return errorAnswer(400, `Cannot export with this filter: ${message}. Clear the filter and try again.`)
      }
      const encoder = new TextEncoder()
      let more = first.hasNextPage
      let pending = first.docs
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          // A byte-order mark so that Excel reads the names' accents as UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((c) => c.title))}`))
        },
        async pull(controller) {
          const lineOf = (doc: unknown) => csvLine(columns.map((c) => c.value(doc as Record<string, unknown>)))
          const rows = pending.map(lineOf).join('')
          if (rows) controller.enqueue(encoder.encode(rows))
          if (!more) return controller.close()
          const next = await page(pending.at(-1) as unknown as Row)
          pending = next.docs
          more = pending.length === PAGE_SIZE
        },
      })
      return new Response(stream, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentHeader(csvFileName(collection, colomboDay())),
          'Cache-Control': 'private, no-store',
          'X-Export-Rows': String(first.totalDocs),
        },
      })
    },
  }
}
