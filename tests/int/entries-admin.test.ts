import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/int/payload'
import { graphql, newStaff, rest, signIn } from '../support/int/staff'
import { newEntry, newOneSeatIntake, newSeries } from '../support/int/staffEntries'
import { createEntry } from '@/entries/create'

// The entries team's side: who sees an entry (REST, GraphQL, its files), the staff actions, the board's
// CSV and the access log. Editors and the inbox never see candidates' personal data.

let payload: Payload
const tokens: Record<string, string> = {}
const users: Record<string, number> = {}
const STAFF = ['admin', 'editor', 'inbox', 'entries'] as const

beforeAll(async () => {
  payload = await testPayload()
  for (const role of STAFF) {
    const staff = await newStaff(payload, role)
    tokens[role] = ((await (await signIn(staff.email, staff.password)).json()) as { token: string }).token
    users[role] = staff.id as number
  }
})

const getFile = (url: string, token?: string) => {
  const [collection, , name] = url.replace(/^\/api\//, '').split('/')
  return REST_GET(config)(
    new Request(`http://localhost:3999${url}`, { headers: token ? { authorization: `JWT ${token}` } : {} }),
    {
      params: Promise.resolve({ slug: [collection, 'file', decodeURIComponent(name)] }),
    },
  )
}
const logRows = async (entry: number, action: string) =>
  (
    await payload.find({
      collection: 'entry-access-log',
      where: { and: [{ entry: { equals: entry } }, { action: { like: action } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('who sees an entry', () => {
  it('the entries role and admins via REST, GraphQL and its files; editor, inbox and visitors nothing', async () => {
    const series = await newSeries(payload)
    const { entry, payment, document } = await newEntry(payload, series.id, {
      slip: true,
      document: true,
      status: 'slip-to-check',
    })
    const slipId = typeof payment!.slip === 'object' ? payment!.slip!.id : payment!.slip!
    const slip = await payload.findByID({ collection: 'entry-files', id: slipId, overrideAccess: true })
    const query = `{ Entry(id: ${entry.id}) { reference candidate { idNumber dateOfBirth } } }`
    for (const who of [...STAFF, 'visitor'] as const) {
      const token = who === 'visitor' ? undefined : tokens[who]
      const allowed = who === 'admin' || who === 'entries'
      const one = await rest('GET', `/api/entries/${entry.id}`, { token })
      expect(one.status, `${who} GET entry`).toBe(allowed ? 200 : 403)
      const list = (await (await rest('GET', '/api/entries?limit=50', { token })).json()) as { docs?: unknown[] }
      expect(Boolean(list.docs?.length), `${who} lists entries`).toBe(allowed)
      const gql = (await (await graphql(query, token)).json()) as {
        data?: { Entry?: { candidate: { idNumber: string } } }
      }
      expect(gql.data?.Entry?.candidate.idNumber ?? null, `${who} GraphQL`).toBe(
        allowed ? entry.candidate.idNumber : null,
      )
      const payments = await rest('GET', `/api/payments/${payment!.id}`, { token })
      expect(payments.status, `${who} GET payment`).toBe(allowed ? 200 : 403)
      for (const file of [document!, slip]) {
        const res = await getFile(file.url!, token)
        expect(res.status, `${who} downloads ${file.filename}`).toBe(allowed ? 200 : 403)
      }
    }
  })

  it('is never deleted, by any role', async () => {
    const { entry } = await newEntry(payload, (await newSeries(payload)).id)
    for (const role of STAFF)
      expect((await rest('DELETE', `/api/entries/${entry.id}`, { token: tokens[role] })).status).toBe(403)
    expect(await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })).toBeTruthy()
  })

  it('keeps its state out of staff hands except through the actions', async () => {
    const { entry } = await newEntry(payload, (await newSeries(payload)).id)
    const res = await rest('PATCH', `/api/entries/${entry.id}`, {
      token: tokens.entries,
      body: { status: 'paid', notes: 'Called the parent' },
    })
    expect(res.status).toBe(200)
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    expect([after.status, after.notes]).toEqual(['awaiting-payment', 'Called the parent'])
  })
})

describe('a series or an intake with entries', () => {
  it('is not deleted (409, with what to do instead); without entries it is', async () => {
    const series = await newSeries(payload)
    await newEntry(payload, series.id)
    const refused = await rest('DELETE', `/api/exam-series/${series.id}`, { token: tokens.admin })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain(
      'This exam series has 1 online entry, so it cannot be deleted',
    )
    expect(
      (await payload.count({ collection: 'exam-series', where: { id: { equals: series.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    const empty = await newSeries(payload)
    expect((await rest('DELETE', `/api/exam-series/${empty.id}`, { token: tokens.admin })).status).toBe(200)

    const intake = await payload.create({
      collection: 'class-intakes',
      overrideAccess: true,
      data: {
        course: 'pte',
        title: 'PTE kept',
        location: 'Online',
        startDate: '2027-01-09',
        schedule: 'Sat',
        fee: 38000,
        capacity: 4,
      },
    })
    for (const n of [1, 2])
      await payload.create({
        collection: 'entries',
        overrideAccess: true,
        data: {
          reference: `LA-KEEP-${Date.now()}-${n}`,
          kind: 'class',
          intake: intake.id,
          status: 'awaiting-payment',
          candidate: { fullName: `Kasun Silva ${n}`, email: `kasun-${n}@example.lk` },
          fee: { items: [{ label: 'Course fee', amount: 38000 }], total: 38000, stage: 'Course' },
          history: [],
        } as never,
      })
    const { errors } = await payload.delete({
      collection: 'class-intakes',
      where: { id: { equals: intake.id } },
      overrideAccess: true,
    })
    expect(errors.map((e) => e.message)).toEqual([expect.stringContaining('This class intake has 2 online entries')])
    expect(
      (await payload.count({ collection: 'entries', where: { intake: { equals: intake.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(2)
  })
})

describe('the access log', () => {
  it('records opening an entry and downloading its document, once per visit; list reads are not logged', async () => {
    const { entry, document } = await newEntry(payload, (await newSeries(payload)).id, { document: true })
    await rest('GET', `/api/entries?where[id][equals]=${entry.id}`, { token: tokens.entries })
    expect(await logRows(entry.id, 'opened')).toHaveLength(0)
    await rest('GET', `/api/entries/${entry.id}`, { token: tokens.entries })
    await rest('GET', `/api/entries/${entry.id}`, { token: tokens.entries })
    const opened = await logRows(entry.id, 'opened')
    expect(opened.map((r) => r.user)).toEqual([users.entries])
    await getFile(document!.url!, tokens.admin)
    expect((await logRows(entry.id, 'downloaded document')).map((r) => r.user)).toEqual([users.admin])
    // An editor's refused attempt is no access.
    await rest('GET', `/api/entries/${entry.id}`, { token: tokens.editor })
    expect((await logRows(entry.id, '')).every((r) => r.user !== users.editor)).toBe(true)
  })

  it('is read by admins only and written by nobody through the API', async () => {
    expect((await rest('GET', '/api/entry-access-log', { token: tokens.admin })).status).toBe(200)
    expect((await rest('GET', '/api/entry-access-log', { token: tokens.entries })).status).toBe(403)
    const made = await rest('POST', '/api/entry-access-log', {
      token: tokens.admin,
      body: { at: new Date().toISOString(), user: users.admin, action: 'x' },
    })
    expect(made.status).toBe(403)
  })
})

const act = (id: number, body: unknown, token = tokens.entries) =>
  rest('POST', `/api/entries/${id}/staff-action`, { token, body })

describe('staff actions', () => {
  it('confirm a slip, then mark entered: recorded in the history, each once', async () => {
    const { entry, payment } = await newEntry(payload, (await newSeries(payload)).id, {
      slip: true,
      status: 'slip-to-check',
    })
    const confirmed = await act(entry.id, { action: 'confirm-payment', payment: payment!.id })
    expect(confirmed.status).toBe(200)
    expect(((await confirmed.json()) as { status: string }).status).toBe('paid')
    const again = await act(entry.id, { action: 'confirm-payment', payment: payment!.id })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/already paid/)
    expect((await act(entry.id, { action: 'mark-entered' })).status).toBe(200)
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    const paid = await payload.findByID({ collection: 'payments', id: payment!.id, overrideAccess: true })
    expect(after.status).toBe('entered')
    expect(paid.status).toBe('paid')
    expect(after.history?.map((h) => h.what)).toEqual([
      expect.stringMatching(/Bank payment .* confirmed/),
      'Entered with the board',
    ])
  })

  it('reject a slip, cancel and refund; never to anyone but the entries team and admins', async () => {
    const { entry, payment } = await newEntry(payload, (await newSeries(payload)).id, {
      slip: true,
      status: 'slip-to-check',
    })
    for (const role of ['editor', 'inbox'] as const)
      expect((await act(entry.id, { action: 'cancel' }, tokens[role])).status).toBe(403)
    expect((await rest('POST', `/api/entries/${entry.id}/staff-action`, { body: { action: 'cancel' } })).status).toBe(
      401,
    )
    const rejected = await act(entry.id, {
      action: 'reject-slip',
      payment: payment!.id,
      reason: 'Amount does not match',
    })
    expect(rejected.status).toBe(200)
    expect((await act(entry.id, { action: 'refund' })).status).toBe(409)
    expect((await act(entry.id, { action: 'cancel' }, tokens.admin)).status).toBe(200)
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    expect(after.status).toBe('cancelled')
    expect(after.history?.map((h) => h.what)).toEqual([
      expect.stringMatching(/rejected.*Amount does not match/),
      'Cancelled',
    ])
  })

  it('give a waiting-list booking a free seat: refused while the class is full, done once a seat is free', async () => {
    const intake = await newOneSeatIntake(payload, `PTE seats ${Date.now()}`)
    const book = (n: number) =>
      createEntry(
        payload,
        {
          fullName: `Kasun Silva ${n}`,
          email: `seat-${n}-${intake.id}@example.lk`,
          mobile: '0771234567',
          consent: '1',
          formKey: randomUUID(),
        },
        { offer: { kind: 'class', id: intake.id } },
      )
    const seated = await book(1)
    const waiting = await book(2)
    if (seated.kind !== 'created' || waiting.kind !== 'waiting-list')
      throw new Error('expected a seat, then the waiting list')
    expect((await act(seated.entry.id, { action: 'give-seat' })).status).toBe(409)
    const full = await act(waiting.entry.id, { action: 'give-seat' })
    expect(full.status).toBe(409)
    expect(((await full.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /Every seat of this intake is taken/,
    )
    expect((await act(seated.entry.id, { action: 'cancel' })).status).toBe(200)
    const given = await act(waiting.entry.id, { action: 'give-seat' })
    expect(given.status).toBe(200)
    expect(await given.json()).toEqual({ message: expect.stringMatching(/^Seat given/), status: 'awaiting-payment' })
    const after = await payload.findByID({ collection: 'entries', id: waiting.entry.id, overrideAccess: true })
    expect(after).toMatchObject({ status: 'awaiting-payment', seatNumber: 1 })
    expect(after.history?.map((h) => h.what)).toEqual([
      'Entry made online (booking)',
      'Seat 1 given from the waiting list',
    ])
    expect((await act(waiting.entry.id, { action: 'give-seat' })).status).toBe(409)
    // Other suites list the published intakes: this one goes, with its bookings.
    await payload.delete({ collection: 'entries', where: { intake: { equals: intake.id } }, overrideAccess: true })
    await payload.delete({ collection: 'class-intakes', id: intake.id, overrideAccess: true })
  })

  it('answers bad requests with a 4xx that says what to send', async () => {
    const { entry, payment } = await newEntry(payload, (await newSeries(payload)).id, {
      slip: true,
      status: 'slip-to-check',
    })
    const other = await newEntry(payload, (await newSeries(payload)).id, { slip: true, status: 'slip-to-check' })
    const cases: [unknown, number, RegExp][] = [
      [{ action: 'delete' }, 400, /action is one of/],
      [{}, 400, /action is one of/],
      [{ action: 'confirm-payment' }, 400, /which payment/],
      [{ action: 'confirm-payment', payment: other.payment!.id }, 400, /not one of this entry/],
      [{ action: 'mark-entered' }, 409, /Only a paid entry/],
      [{ action: 'cancel', reason: 'x'.repeat(501) }, 400, /under 500/],
    ]
    for (const [body, status, message] of cases) {
      const res = await act(entry.id, body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(message)
    }
    expect((await act(999999, { action: 'cancel' })).status).toBe(404)
    // A form post (what another site could make a browser send) is refused: JSON only.
    const form = await REST_POST(config)(
      new Request(`http://localhost:3999/api/entries/${entry.id}/staff-action`, {
        method: 'POST',
        headers: { authorization: `JWT ${tokens.entries}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=confirm-payment&payment=${payment!.id}`,
      }),
      { params: Promise.resolve({ slug: ['entries', String(entry.id), 'staff-action'] }) },
    )
    expect(form.status).toBe(415)
    expect((await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })).status).toBe(
      'slip-to-check',
    )
  })
})

describe('the CSV for the board', () => {
  it('lists the series’ candidates in centre order with the board’s columns, logging each exported', async () => {
    const series = await newSeries(payload)
    const first = await newEntry(payload, series.id, { status: 'paid', name: '=HYPERLINK("x")' })
    const second = await newEntry(payload, series.id, { status: 'slip-to-check', document: true })
    const cancelled = await newEntry(payload, series.id)
    await payload.update({
      collection: 'entries',
      id: cancelled.entry.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    const res = await rest('GET', `/api/entries/export.csv?series=${series.id}`, { token: tokens.entries })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/board-entries-admin-test-.*\.csv/)
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Centre candidate order,Name as on ID,Date of birth,Gender,' +
        'Subject codes,Options,Subjects,Previous candidate number,' +
        'Access arrangements,Reference,Payment state',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toBe(
      `1,"'=HYPERLINK(""x"")",2009-04-17,F,4MA1 4PH1,4MA1: Higher,` +
        `Mathematics A; Physics,0042,No,${first.entry.reference},Paid`,
    )
    expect(lines[2]).toMatch(new RegExp(`^2,Nimali Perera \\d+,.*,Yes,${second.entry.reference},Bank slip to check$`))
    expect(await logRows(first.entry.id, 'exported')).toHaveLength(1)
    expect(await logRows(cancelled.entry.id, 'exported')).toHaveLength(0)
  })

  it('answers the inbox 403, a missing list 400 and an unknown series 404', async () => {
    expect((await rest('GET', '/api/entries/export.csv?series=1', { token: tokens.inbox })).status).toBe(403)
    expect((await rest('GET', '/api/entries/export.csv?series=1')).status).toBe(401)
    expect((await rest('GET', '/api/entries/export.csv', { token: tokens.entries })).status).toBe(400)
    expect((await rest('GET', '/api/entries/export.csv?series=abc', { token: tokens.entries })).status).toBe(400)
    expect((await rest('GET', '/api/entries/export.csv?series=999999', { token: tokens.entries })).status).toBe(404)
  })
})
