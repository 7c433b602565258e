import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { addDays, colomboDay } from '@/lib/colomboDay'
import * as files from '../uploadFiles'

// Entries made as the site would store them (core's createEntry does this for real), for the admin's
// tests: a series, an entry with an access document, a bank payment with its slip.

const system = { overrideAccess: true } as const
let counter = 0

export async function newSeries(payload: Payload, resultsDay = '2027-08-20') {
  return payload.create({
    collection: 'exam-series',
    data: {
      test: 'ielts',
      name: `Admin test ${Date.now()}-${++counter}`,
      standardDeadline: '2027-03-01',
      examWindow: { firstPaper: '2027-05-10' },
      resultsDay,
      fees: [{ label: 'Per subject', amount: 21000, per: 'subject' }],
      _status: 'published',
    } as never,
    ...system,
  })
}

/** A published one-seat PTE class starting in 20 days: the next booking after the first waits. */
export async function newOneSeatIntake(payload: Payload, title: string) {
  return payload.create({
    collection: 'class-intakes',
    data: {
      course: 'pte',
      title,
      location: 'Online',
      startDate: addDays(colomboDay(), 20),
      schedule: 'Sat, 9–12',
      fee: 38000,
      capacity: 1,
      _status: 'published',
    },
    ...system,
  })
}

export async function entryFile(payload: Payload, purpose: 'bank-slip' | 'access-arrangements') {
  const pdf = await files.pdf(`${purpose}-${randomUUID().slice(0, 8)}.pdf`)
  return payload.create({
    collection: 'entry-files',
    data: { purpose },
    file: { ...pdf, size: pdf.data.length },
    ...system,
  })
}

type Made = {
  status?: 'awaiting-payment' | 'slip-to-check' | 'paid' | 'entered'
  slip?: boolean
  document?: boolean
  name?: string
}

/** An exam entry of `series`; with a pending bank payment and its slip when `slip`. */
export async function newEntry(payload: Payload, series: number, made: Made = {}) {
  const n = ++counter
  const document = made.document ? await entryFile(payload, 'access-arrangements') : null
  const entry = await payload.create({
    collection: 'entries',
    data: {
      reference: `LA-TEST-${Date.now()}-${n}`,
      kind: 'exam',
      series,
      status: made.status ?? 'awaiting-payment',
      candidate: {
        fullName: made.name ?? `Nimali Perera ${n}`,
        dateOfBirth: '2009-04-17',
        gender: 'F',
        idNumber: `200910812345${n}`,
        previousCandidateNumber: '0042',
        school: 'Visakha Vidyalaya',
        email: `nimali-${n}@example.lk`,
        mobile: '+94 77 123 4567',
      },
      choices: [
        { code: '4MA1', title: 'Mathematics A', option: 'Higher' },
        { code: '4PH1', title: 'Physics' },
      ],
      accessArrangements: {
        requested: Boolean(document),
        details: 'Extra time: dyslexia report attached',
        document: document?.id,
      },
      fee: {
        items: [
          { label: 'Mathematics A', amount: 21000 },
          { label: 'Physics', amount: 21000 },
        ],
        total: 42000,
        stage: 'Standard',
      },
      consentAt: new Date().toISOString(),
      history: [],
    },
    ...system,
  })
  let payment = null
  if (made.slip) {
    const slip = await entryFile(payload, 'bank-slip')
    payment = await payload.create({
      collection: 'payments',
      data: {
        entry: entry.id,
        method: 'bank',
        status: 'pending',
        amount: 42000,
        orderId: `${entry.reference}-B${n}`,
        slip: slip.id,
      } as never,
      ...system,
    })
  }
  return { entry, payment, document }
}
