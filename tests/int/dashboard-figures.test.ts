// The admin dashboard's figures (src/admin/dashboard/figures.ts) on the demo content plus records made
// here: unhandled messages per department, failed e-mails, scheduled publications, recent drafts, and
// what each role is shown.
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardFigures, listHref } from '@/admin/dashboard/figures'
import { testPayload } from '../support/int/payload'

let payload: Payload
const made: { collection: 'contact-messages' | 'enquiries' | 'blogs' | 'users'; id: number }[] = []
const jobIds: (number | string)[] = []

// An admin unless the test names roles: an admin's dashboard shows every section.
const asStaff = async (extra: Record<string, unknown> = { roles: ['admin'] }): Promise<PayloadRequest> => {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `dashboard-${Date.now()}-${made.length}@example.lk`,
      password: 'Lyceum-test-passphrase-2026!',
      ...extra,
    } as never,
    overrideAccess: true,
  })
  made.push({ collection: 'users', id: user.id })
  return createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
}

const unhandled = async (collection: 'contact-messages' | 'enquiries', where: object) =>
  (
    await payload.count({
      collection,
      where: { and: [where, { handled: { not_equals: true } }] } as never,
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  const message = (n: number, extra: object = {}) =>
    payload.create({
      collection: 'contact-messages',
      data: {
        name: `Dashboard visitor ${n}`,
        email: `visitor${n}@example.lk`,
        subject: 'Fees',
        message: 'How much?',
        ...extra,
      },
      overrideAccess: true,
      context: { seeding: true },
    })
  for (const doc of [
    await message(1),
    await message(2),
    await message(3, { handled: true }),
    await message(4, { delivery: { status: 'failed', attempts: 10, lastError: '550 mailbox unavailable' } }),
  ])
    made.push({ collection: 'contact-messages', id: doc.id })
  const enquiry = await payload.create({
    collection: 'enquiries',
    data: { title: 'PTE', fname: 'Nimal', lname: 'Perera', email: 'nimal@example.lk', phone: '0771234567' },
    overrideAccess: true,
    context: { seeding: true },
  })
  made.push({ collection: 'enquiries', id: enquiry.id })
  const fresh = await payload.create({
    collection: 'blogs',
    data: {
      title: 'Dashboard draft: exam tips',
      slug: 'dashboard-draft-exam-tips',
      publishedAt: new Date().toISOString(),
      _status: 'draft',
    },
    draft: true,
    overrideAccess: true,
  })
  made.push({ collection: 'blogs', id: fresh.id })
  // Scheduled publications as Payload's scheduler stores them (task schedulePublish in payload-jobs):
  // one due tomorrow, one already past its time.
  for (const [hours, id] of [
    [24, fresh.id],
    [-1, fresh.id],
  ] as const) {
    const job = await payload.db.create({
      collection: 'payload-jobs',
      data: {
        taskSlug: 'schedulePublish',
        queue: 'default',
        input: { type: 'publish', doc: { relationTo: 'blogs', value: id } },
        waitUntil: new Date(Date.now() + hours * 3600 * 1000).toISOString(),
        processing: false,
        hasError: false,
        totalTried: 0,
      },
    })
    jobIds.push(job.id)
  }
})

afterAll(async () => {
  for (const id of jobIds) await payload.db.deleteOne({ collection: 'payload-jobs', where: { id: { equals: id } } })
  for (const { collection, id } of made.reverse())
    await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
})

describe('dashboard figures', () => {
  it('count unhandled messages per department, each form linking to its filtered list', async () => {
    const { inbox } = await dashboardFigures(await asStaff())
    const pte = await unhandled('enquiries', { title: { equals: 'PTE' } })
    const ielts = await unhandled('enquiries', { title: { equals: 'IELTS' } })
    const contact = await unhandled('contact-messages', {})
    expect(pte).toBeGreaterThanOrEqual(1)
    expect(contact).toBeGreaterThanOrEqual(3)
    // Demo content: the IELTS | PTE department receives both enquiry forms; no department receives contact messages.
    expect(inbox).toEqual(
      expect.arrayContaining([
        {
          department: 'IELTS | PTE Classes',
          forms: [
            {
              label: 'IELTS enquiries',
              count: ielts,
              href: listHref('enquiries', { handled: ['not_equals', 'true'], title: ['equals', 'IELTS'] }),
            },
            {
              label: 'PTE enquiries',
              count: pte,
              href: listHref('enquiries', { handled: ['not_equals', 'true'], title: ['equals', 'PTE'] }),
            },
          ],
        },
        {
          department: 'Site e-mail (no department)',
          forms: [
            {
              label: 'Contact messages',
              count: contact,
              href: listHref('contact-messages', { handled: ['not_equals', 'true'] }),
            },
          ],
        },
      ]),
    )
    expect(listHref('enquiries', { handled: ['not_equals', 'true'], title: ['equals', 'PTE'] })).toBe(
      '/admin/collections/enquiries?where%5Bhandled%5D%5Bnot_equals%5D=true&where%5Btitle%5D%5Bequals%5D=PTE',
    )
  })

  it('list messages whose e-mail failed, with links to each and to the filtered list', async () => {
    const { failed } = await dashboardFigures(await asStaff())
    expect(failed!.total).toBe(
      (
        await payload.count({
          collection: 'contact-messages',
          where: { 'delivery.status': { equals: 'failed' } },
          overrideAccess: true,
        })
      ).totalDocs +
        (
          await payload.count({
            collection: 'enquiries',
            where: { 'delivery.status': { equals: 'failed' } },
            overrideAccess: true,
          })
        ).totalDocs,
    )
    expect(failed!.items).toContainEqual(
      expect.objectContaining({
        label: 'Dashboard visitor 4 <visitor4@example.lk>',
        form: 'Contact message',
        href: expect.stringMatching(/^\/admin\/collections\/contact-messages\/\d+$/),
      }),
    )
    expect(failed!.items.some((i) => i.label.startsWith('Dashboard visitor 1 '))).toBe(false)
    expect(failed!.links).toContainEqual({
      label: 'All failed contact messages',
      href: listHref('contact-messages', { 'delivery.status': ['equals', 'failed'] }),
    })
  })

  it('show the next scheduled publications (future ones only) and drafts changed in the last 7 days', async () => {
    const { scheduled, drafts } = await dashboardFigures(await asStaff())
    const fresh = made.find((m) => m.collection === 'blogs')!
    expect(scheduled).toEqual([
      {
        action: 'publish',
        kind: 'Blog post',
        label: 'Dashboard draft: exam tips',
        href: `/admin/collections/blogs/${fresh.id}`,
        at: expect.any(String),
      },
    ])
    expect(new Date(scheduled![0].at).getTime()).toBeGreaterThan(Date.now())
    expect(drafts).toContainEqual({
      kind: 'Blog post',
      label: 'Dashboard draft: exam tips',
      href: `/admin/collections/blogs/${fresh.id}`,
      at: expect.any(String),
    })
    // The demo content is all published: published documents are not drafts.
    expect(drafts!.map((d) => d.label)).toEqual(['Dashboard draft: exam tips'])
    // Eight days on, the same draft is no longer recent.
    const later = await dashboardFigures(await asStaff(), new Date(Date.now() + 8 * 24 * 3600 * 1000))
    expect(later.drafts).toEqual([])
  })

  it('list a scheduled publication that could not happen, with the reason, before the upcoming ones', async () => {
    const req = await asStaff()
    // A draft without the thumbnail and text a post needs: Payload's scheduled publish fails validation.
    const bare = await payload.create({
      collection: 'blogs',
      data: { title: 'Dashboard bare draft', slug: `dashboard-bare-draft-${Date.now()}`, _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    made.push({ collection: 'blogs', id: bare.id })
    // Payload's own task (not in our config's task list), queued as its scheduler queues it.
    const job = (await payload.jobs.queue({
      task: 'schedulePublish' as never,
      input: {
        type: 'publish',
        doc: { relationTo: 'blogs', value: String(bare.id) },
        user: { relationTo: 'users', value: req.user!.id },
      } as never,
      waitUntil: new Date(Date.now() - 1000),
    })) as { id: number }
    jobIds.push(job.id)
    await payload.jobs.runByID({ id: job.id })
    expect(
      (await payload.findByID({ collection: 'blogs', id: bare.id, draft: true, overrideAccess: true }))._status,
    ).toBe('draft')

    const { scheduled } = await dashboardFigures(req)
    expect(scheduled![0]).toMatchObject({
      action: 'publish',
      label: 'Dashboard bare draft',
      href: `/admin/collections/blogs/${bare.id}`,
    })
    expect(scheduled![0].failed).toMatch(/Thumbnail/)
    // The upcoming one still follows.
    expect(scheduled!.some((s) => s.label === 'Dashboard draft: exam tips' && !s.failed)).toBe(true)
  })

  it('say nothing is scheduled when no schedulePublish job waits and none failed in the last 7 days', async () => {
    const later = new Date(Date.now() + 9 * 24 * 3600 * 1000)
    const { scheduled } = await dashboardFigures(await asStaff(), later)
    expect(scheduled).toEqual([])
  })

  it('show nothing to a request without a signed-in user', async () => {
    const req = await createLocalReq({}, payload)
    expect(await dashboardFigures(req)).toEqual({ inbox: null, failed: null, scheduled: null, drafts: null })
  })

  it('show an inbox user messages only, an editor drafts and schedule only, an admin all', async () => {
    const inbox = await dashboardFigures(await asStaff({ roles: ['inbox'] }))
    expect(inbox.inbox).not.toBeNull()
    expect(inbox.failed).not.toBeNull()
    expect(inbox.scheduled).toBeNull()
    expect(inbox.drafts).toBeNull()
    const editor = await dashboardFigures(await asStaff({ roles: ['editor'] }))
    expect(editor.inbox).toBeNull()
    expect(editor.failed).toBeNull()
    expect(editor.scheduled).not.toBeNull()
    expect(editor.drafts).not.toBeNull()
    const admin = await dashboardFigures(await asStaff({ roles: ['admin'] }))
    expect(Object.values(admin).every((section) => section !== null)).toBe(true)
  })
})
