import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { newOneSeatIntake } from '../support/int/staffEntries'
import { mailsTo, payload, run, setUpEntryChanges, subjects, waitFor } from '../support/int/entryChanges'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { cancel, giveSeat } from '@/entries/changes'
import { createEntry } from '@/entries/create'

// The e-mails an entry's making and changes send, read from an SMTP sink: what "received" says and never
// says, and a class booking on the waiting list. The set-up: tests/support/int/entryChanges.ts.

setUpEntryChanges()

describe('the e-mails', () => {
  it('“received”: summary, itemised fee, payment state, bank details, link; never ID or birth date', async () => {
    const before = await payload.findGlobal({ slug: 'entry-settings', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'entry-settings',
      overrideAccess: true,
      data: {
        bank: {
          accountName: 'Lyceum Assessments (Pvt) Ltd',
          accountNumber: '0123456789',
          bankName: 'Commercial Bank, Kollupitiya',
        },
      },
    })
    try {
      const series = await payload.create({
        collection: 'exam-series',
        overrideAccess: true,
        data: {
          test: 'ielts',
          name: `Mail ${run}`,
          standardDeadline: addDays(colomboDay(), 5),
          examWindow: { firstPaper: addDays(colomboDay(), 40) },
          resultsDay: addDays(colomboDay(), 90),
          fees: [{ label: 'Per subject', amount: 32000, per: 'subject' }],
          onlineEntry: { open: true, subjects: [{ code: '4MA1', title: 'Mathematics A' }] },
          _status: 'published',
        },
      })
      const email = `received-${run}@example.lk`
      const form = {
        fullName: 'Nimali Perera',
        dateOfBirth: '2010-04-23',
        gender: 'F',
        idNumber: '201012345678',
        email,
        mobile: '0771234567',
        subjects: ['4MA1'],
        accessArrangements: '1',
        accessDetails: '25% extra time',
        consent: '1',
        formKey: randomUUID(),
      }
      const made = await createEntry(payload, form, { offer: { kind: 'exam', id: series.id } })
      if (made.kind !== 'created') throw new Error(made.kind)
      await waitFor(() => mailsTo(email).length >= 1)
      const mail = mailsTo(email)[0]
      expect(subjects(email)).toEqual([`Entry received: ${made.entry.reference}`])
      for (const words of [
        `IELTS, Mail ${run}`,
        'Candidate: Nimali Perera',
        'Subjects: 4MA1 Mathematics A',
        '4MA1 Mathematics A: LKR 32,000',
        'Total: LKR 32,000',
        'Not paid yet. This fee is held until',
        '0123456789',
        `quoting ${made.entry.reference}`,
        'Upload the document supporting your access-arrangement request',
        `http://localhost:3999/entries/${made.token}`,
      ])
        expect(mail).toContain(words)
      expect(mail).not.toContain('201012345678')
      expect(mail).not.toContain('2010-04-23')
      expect(mail).not.toContain('23 April 2010')
      await cancel(payload, made.entry.id, { email: 'staff@example.lk' }, 'entered twice by mistake')
      await waitFor(() => mailsTo(email).length >= 2)
      expect(subjects(email)[1]).toBe(`Entry cancelled: ${made.entry.reference}`)
      await payload.delete({ collection: 'entries', where: { series: { equals: series.id } }, overrideAccess: true })
      await payload.delete({ collection: 'exam-series', id: series.id, overrideAccess: true })
    } finally {
      await payload.updateGlobal({ slug: 'entry-settings', overrideAccess: true, data: { bank: before.bank } })
    }
  })

  it('a full class puts the next booking on the waiting list and says not to pay', async () => {
    const intake = await newOneSeatIntake(payload, `PTE mail ${run}`)
    const book = (email: string) =>
      createEntry(
        payload,
        { fullName: 'Kasun Silva', email, mobile: '0771234567', consent: '1', formKey: randomUUID() },
        { offer: { kind: 'class', id: intake.id } },
      )
    const seat = await book(`seat-${run}@example.lk`)
    const wait = await book(`wait-${run}@example.lk`)
    expect(seat.kind).toBe('created')
    expect(wait.kind).toBe('waiting-list')
    expect(wait.kind === 'waiting-list' && wait.place).toBe(1)
    await waitFor(() => mailsTo(`wait-${run}@example.lk`).length >= 1 && mailsTo(`seat-${run}@example.lk`).length >= 1)
    expect(subjects(`seat-${run}@example.lk`)[0]).toMatch(/^Booking received: LA-PT\d\d-\d{5}$/)
    expect(mailsTo(`seat-${run}@example.lk`)[0]).toContain('Course fee: PTE mail')
    const waiting = mailsTo(`wait-${run}@example.lk`)[0]
    expect(subjects(`wait-${run}@example.lk`)[0]).toMatch(/^You are on the waiting list: LA-PT/)
    expect(waiting).toContain('Do not pay now')
    expect(waiting).not.toContain('Total:')
    // Full: no seat to give. Once the first booking is cancelled, staff give its seat to the waiting one.
    if (wait.kind !== 'waiting-list' || seat.kind !== 'created') throw new Error('unexpected')
    expect(await giveSeat(payload, wait.entry.id, null)).toMatchObject({ changed: false, full: true })
    await cancel(payload, seat.entry.id, null)
    const given = await giveSeat(payload, wait.entry.id, { email: 'staff@example.lk' })
    expect(given.entry).toMatchObject({ status: 'awaiting-payment', seatNumber: 1 })
    expect((await giveSeat(payload, wait.entry.id, null)).changed).toBe(false)
    await waitFor(() => mailsTo(`wait-${run}@example.lk`).length >= 2)
    expect(subjects(`wait-${run}@example.lk`)[1]).toBe(`Booking received: ${wait.entry.reference}`)
    await payload.delete({ collection: 'entries', where: { intake: { equals: intake.id } }, overrideAccess: true })
    await payload.delete({ collection: 'class-intakes', id: intake.id, overrideAccess: true })
  })
})
