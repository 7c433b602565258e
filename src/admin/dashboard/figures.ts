import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import type { WebsiteForm } from '@/content/formRecipients'

// The figures of the admin's first screen, each read with the signed-in user's access: a section the
// user's role may not read is left out (null), never shown as zero.

const ADMIN = '/admin'
const DAY = 24 * 60 * 60 * 1000
/** Drafts changed within this many days are listed. */
export const RECENT_DRAFT_DAYS = 7
const LIST_LIMIT = 8

type InboxSlug = 'contact-messages' | 'enquiries'

/** Each website form: where its messages are stored and which of them it sent. */
const forms: { form: WebsiteForm; label: string; collection: InboxSlug; where: Where }[] = [
  { form: 'contact-messages', label: 'Contact messages', collection: 'contact-messages', where: {} },
  { form: 'ielts-enquiries', label: 'IELTS enquiries', collection: 'enquiries', where: { title: { equals: 'IELTS' } } },
  { form: 'pte-enquiries', label: 'PTE enquiries', collection: 'enquiries', where: { title: { equals: 'PTE' } } },
]

/** What editors call each kind of document that can be scheduled. */
const kinds: Record<string, string> = {
  blogs: 'Blog post',
  events: 'Event',
  exams: 'Exam',
  notifications: 'Notification',
  'slider-items': 'Slider item',
}

const draftCollections = [
  { collection: 'blogs', label: 'Blog post', title: 'title' },
  { collection: 'events', label: 'Event', title: 'title' },
  { collection: 'exams', label: 'Exam', title: 'name' },
] as const

export type Link = { label: string; href: string }
export type DepartmentInbox = { department: string; forms: (Link & { count: number })[] }
export type FailedMessage = Link & { form: string; at: string }
/** A scheduled publish or unpublish; `failed` is why it did not happen (e.g. a required field left empty). */
export type ScheduledChange = Link & { action: 'publish' | 'unpublish'; kind: string; at: string; failed?: string }
export type RecentDraft = Link & { kind: string; at: string }

export type DashboardFigures = {
  inbox: DepartmentInbox[] | null
  failed: { total: number; items: FailedMessage[]; links: Link[] } | null
  scheduled: ScheduledChange[] | null
  drafts: RecentDraft[] | null
}

/** `/admin/collections/<slug>?where[…]=…`: the list view filtered as the dashboard counted. */
export function listHref(collection: CollectionSlug, where: Record<string, [operator: string, value: string]>): string {
  const query = new URLSearchParams(
    Object.entries(where).map(([path, [operator, value]]) => [`where[${path}][${operator}]`, value]),
  )
  return `${ADMIN}/collections/${collection}?${query.toString()}`
}

const docHref = (collection: string, id: number | string) => `${ADMIN}/collections/${collection}/${id}`

const isForbidden = (error: unknown) => [401, 403].includes((error as { status?: number })?.status ?? 0)

/** Runs a read as the user; null when their role may not read it at all. */
async function asUser<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isForbidden(error)) return null
    throw error
  }
}

/** Whether the user's role may edit the collection's documents (editors and admins). */
async function mayEdit(req: PayloadRequest, collection: CollectionSlug): Promise<boolean> {
  if (!req.user) return false
  const update = req.payload.collections[collection]?.config.access.update
  return Boolean(update && (await update({ req })))
}

async function departmentInbox(req: PayloadRequest): Promise<DepartmentInbox[] | null> {
  const { payload, user } = req
  const page = await payload.findGlobal({ slug: 'contact-page', depth: 0, overrideAccess: true })
  const departments = new Map<string, DepartmentInbox>()
  let readable = false
  for (const f of forms) {
    const unhandled: Where = { and: [f.where, { handled: { not_equals: true } }] }
    const counted = await asUser(() =>
      payload.count({ collection: f.collection, where: unhandled, overrideAccess: false, user, req }),
    )
    if (!counted) continue
    readable = true
    // The department the form is e-mailed to (formRecipients.ts: the first that receives it).
    const name = page.departments?.find((d) => d.receives?.includes(f.form))?.name ?? 'Site e-mail (no department)'
    const entry = departments.get(name) ?? { department: name, forms: [] }
    const course = (f.where.title as { equals: string } | undefined)?.equals
    const filter: Record<string, [string, string]> = {
      handled: ['not_equals', 'true'],
      ...(course ? { title: ['equals', course] } : {}),
    }
    entry.forms.push({ label: f.label, count: counted.totalDocs, href: listHref(f.collection, filter) })
    departments.set(name, entry)
  }
  return readable ? [...departments.values()] : null
}

async function failedMessages(req: PayloadRequest): Promise<DashboardFigures['failed']> {
  const { payload, user } = req
  const failed: Where = { 'delivery.status': { equals: 'failed' } }
  let total = 0
  let readable = false
  const items: FailedMessage[] = []
  const links: Link[] = []
  for (const collection of ['contact-messages', 'enquiries'] as const) {
    const found = await asUser(() =>
      payload.find({
        collection,
        where: failed,
        sort: '-createdAt',
        limit: LIST_LIMIT,
        depth: 0,
        overrideAccess: false,
        user,
        req,
      }),
    )
    if (!found) continue
    readable = true
    total += found.totalDocs
    const form = collection === 'contact-messages' ? 'Contact message' : 'Enquiry'
    if (found.totalDocs > 0)
      links.push({
        label: `All failed ${form.toLowerCase()}s`,
        href: listHref(collection, { 'delivery.status': ['equals', 'failed'] }),
      })
    for (const doc of found.docs) {
      const who = 'name' in doc ? doc.name : `${doc.title}: ${doc.fname} ${doc.lname}`
      items.push({ label: `${who} <${doc.email}>`, href: docHref(collection, doc.id), form, at: doc.createdAt })
    }
  }
  items.sort((a, b) => b.at.localeCompare(a.at))
  return readable ? { total, items: items.slice(0, LIST_LIMIT), links } : null
}

type ScheduleInput = {
  type?: string
  doc?: { relationTo?: string; value?: number | string | { id: number | string } }
  global?: string
}

type ScheduleJob = { input?: ScheduleInput; waitUntil?: string | null; error?: { message?: string } | null }

async function scheduledChanges(req: PayloadRequest, now: Date): Promise<ScheduledChange[] | null> {
  if (!(await mayEdit(req, 'blogs'))) return null
  const { payload } = req
  // Job records are the scheduler's bookkeeping (no access of their own for roles); the documents they
  // name are read with the user's access below.
  const jobs = (where: Where[], sort: string) =>
    payload
      .find({
        collection: 'payload-jobs',
        where: {
          and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, ...where],
        } as Where,
        sort,
        limit: LIST_LIMIT,
        depth: 0,
        overrideAccess: true,
      })
      .then((found) => found.docs as ScheduleJob[])
      .catch(() => [] as ScheduleJob[]) // scheduling not enabled, or a task this Payload does not know
  const since = new Date(now.getTime() - RECENT_DRAFT_DAYS * DAY).toISOString()
  // Ones that could not happen in the last days first (a publication that fails stays a draft silently otherwise).
  const [failed, upcoming] = await Promise.all([
    jobs([{ hasError: { equals: true } }, { waitUntil: { greater_than_equal: since } }], '-waitUntil'),
    jobs([{ waitUntil: { greater_than: now.toISOString() } }, { hasError: { not_equals: true } }], 'waitUntil'),
  ])
  const changes: ScheduledChange[] = []
  for (const job of [...failed, ...upcoming]) {
    const change = await scheduledChange(req, job)
    if (change) changes.push(change)
  }
  return changes
}

async function scheduledChange(req: PayloadRequest, job: ScheduleJob): Promise<ScheduledChange | null> {
  const { payload, user } = req
  const input = job.input ?? {}
  if (!job.waitUntil) return null
  const action = input.type === 'unpublish' ? 'unpublish' : 'publish'
  const failed = job.error ? (job.error.message ?? 'the scheduled change failed').slice(0, 200) : undefined
  if (input.global)
    return {
      action,
      kind: 'Page text',
      label: input.global,
      href: `${ADMIN}/globals/${input.global}`,
      at: job.waitUntil,
      failed,
    }
  const collection = input.doc?.relationTo
  const value = input.doc?.value
  const id = typeof value === 'object' && value ? value.id : value
  if (!collection || id === undefined || !(collection in payload.collections)) return null
  const doc = await asUser(() =>
    payload.findByID({
      collection: collection as CollectionSlug,
      id,
      draft: true,
      depth: 0,
      overrideAccess: false,
      user,
      req,
      disableErrors: true,
    }),
  )
  if (!doc) return null
  const config = payload.collections[collection as CollectionSlug].config
  const titleField = config.admin?.useAsTitle ?? 'id'
  const label = String((doc as unknown as Record<string, unknown>)[titleField] ?? `#${id}`)
  const kind = kinds[collection] ?? String(config.labels?.singular ?? collection)
  return { action, kind, label, href: docHref(collection, id), at: job.waitUntil, failed }
}

async function recentDrafts(req: PayloadRequest, now: Date): Promise<RecentDraft[] | null> {
  const { payload, user } = req
  const since = new Date(now.getTime() - RECENT_DRAFT_DAYS * DAY).toISOString()
  const drafts: RecentDraft[] = []
  let readable = false
  for (const c of draftCollections) {
    if (!(await mayEdit(req, c.collection))) continue
    // draft: true reads each document's latest version, so `_status` is that version's.
    const found = await asUser(() =>
      payload.find({
        collection: c.collection,
        where: { and: [{ _status: { equals: 'draft' } }, { updatedAt: { greater_than_equal: since } }] },
        draft: true,
        sort: '-updatedAt',
        limit: LIST_LIMIT,
        depth: 0,
        overrideAccess: false,
        user,
        req,
      }),
    )
    if (!found) continue
    readable = true
    for (const doc of found.docs) {
      const title = String((doc as unknown as Record<string, unknown>)[c.title] || 'Untitled')
      drafts.push({ kind: c.label, label: title, href: docHref(c.collection, doc.id), at: doc.updatedAt })
    }
  }
  drafts.sort((a, b) => b.at.localeCompare(a.at))
  return readable ? drafts.slice(0, LIST_LIMIT * 2) : null
}

/** Everything the dashboard shows, as far as the signed-in user's role may see it. */
export async function dashboardFigures(req: PayloadRequest, now = new Date()): Promise<DashboardFigures> {
  if (!req.user) return { inbox: null, failed: null, scheduled: null, drafts: null }
  const [inbox, failed, scheduled, drafts] = await Promise.all([
    departmentInbox(req),
    failedMessages(req),
    scheduledChanges(req, now),
    recentDrafts(req, now),
  ])
  return { inbox, failed, scheduled, drafts }
}
