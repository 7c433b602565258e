import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { describe, expect, it } from 'vitest'
import { graphql, rest } from '../support/int/staff'
import { newEntry, newSeries } from '../support/int/staffEntries'
import { payload, signInEachRole, STAFF, tokens, users } from '../support/int/staffSignedIn'

// The entries team's side: who sees an entry (REST, GraphQL, its files), the board's CSV and the access
// log. Editors and the inbox never see candidates' personal data. The staff actions:
// entries-staff-actions.test.ts; the set-up: tests/support/int/staffSignedIn.ts.

signInEachRole()

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
