import type { Endpoint, PayloadRequest, Where } from 'payload'
import { errorAnswer } from '@/auth/requestBody'
import { handlesEntries } from '@/auth/roles'
import { colomboDay } from '@/lib/colomboDay'
import { attachmentHeader } from '@/uploads/serveFile'
import { csvLine } from '@/admin/inbox/csvColumns'
import type { Entry } from '@/payload-types'
import { logEntryAccess } from './accessLog'
import { BOARD_COLUMNS, CLASS_LIST_COLUMNS, entriesFileName, LISTED_STATUSES } from './csvColumns'

// GET /api/entries/export.csv?series=<id> (the board's bulk entry) or ?intake=<id> (a class list): every
// entry of it not cancelled or refunded, streamed page by page like the inbox's export. Each entry sent
// is logged as staff access (PDPA).

const PAGE_SIZE = 200
const positiveId = (value: unknown) =>
  typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null

type Target = { kind: 'board-entries' | 'class-list'; where: Where; sort: string; title: string }

async function targetOf(req: PayloadRequest): Promise<Target | Response> {
  const query = req.query as Record<string, unknown>
  const series = positiveId(query.series)
  const intake = positiveId(query.intake)
  if ((series === null) === (intake === null))
    return errorAnswer(
      400,
      'Say which list: ?series=<exam series id> for the board, or ?intake=<class intake id> for a class list.',
    )
  const listed: Where = { status: { in: LISTED_STATUSES } }
  if (series !== null) {
    const doc = await req.payload.findByID({
      collection: 'exam-series',
      id: series,
      depth: 0,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!doc) return errorAnswer(404, `There is no exam series ${series}.`)
    return {
      kind: 'board-entries',
      where: { and: [{ series: { equals: series } }, listed, { status: { not_equals: 'waiting-list' } }] },
      sort: 'createdAt',
      title: doc.name,
    }
  }
  const doc = await req.payload.findByID({
    collection: 'class-intakes',
    id: intake!,
    depth: 0,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) return errorAnswer(404, `There is no class intake ${intake}.`)
  return {
    kind: 'class-list',
    where: { and: [{ intake: { equals: intake } }, listed] },
    sort: 'seatNumber',
    title: doc.title,
  }
}

export const entriesCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return errorAnswer(401, 'Sign in to export entries.')
    if (!handlesEntries(req.user)) return errorAnswer(403, 'Only the entries team and admins can export entries.')
    const target = await targetOf(req)
    if (target instanceof Response) return target
    const user = req.user
    const columns = target.kind === 'board-entries' ? BOARD_COLUMNS : CLASS_LIST_COLUMNS
    const page = (n: number) =>
      req.payload.find({
        collection: 'entries',
        where: target.where,
        sort: [target.sort, 'createdAt'],
        page: n,
        limit: PAGE_SIZE,
        depth: 0,
        user,
        overrideAccess: false,
      })
    const first = await page(1)
    const encoder = new TextEncoder()
    let next: number | null = first.hasNextPage ? 2 : null
    let pending = first.docs
    let order = 0
    let waiting = 0
    const rowOf = (entry: Entry) => {
      // The board's order counts candidates; a class list numbers its waiting list on its own.
      const number = entry.status === 'waiting-list' ? ++waiting : ++order
      return csvLine(columns.map((c) => c.value({ ...entry, order: number } as unknown as Record<string, unknown>)))
    }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((c) => c.title))}`))
      },
      async pull(controller) {
        const sent = pending
        const rows = sent.map(rowOf).join('')
        if (rows) controller.enqueue(encoder.encode(rows))
        for (const entry of sent) await logEntryAccess(req.payload, user, `exported (${target.kind})`, entry.id)
        if (next === null) return controller.close()
        const more = await page(next)
        pending = more.docs
        next = more.hasNextPage ? next + 1 : null
      },
    })
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentHeader(entriesFileName(target.kind, target.title, colomboDay())),
        'Cache-Control': 'private, no-store',
        'X-Export-Rows': String(first.totalDocs),
      },
    })
  },
}
