import { afterAll, beforeAll } from 'vitest'
import type { Payload, Where } from 'payload'
import { randomUUID } from 'node:crypto'
import { testPayload } from './payload'
import { startSmtp } from '../smtp'
import { resetEnvForTests } from '@/lib/env'
import { addDays, colomboDay } from '@/lib/colomboDay'

// The set-up of tests/int/entries-create.test.ts and entries-seat-race.test.ts: forms as the entry and
// booking pages send them, open series and intakes of this run's own (removed after, with their entries).

export let payload: Payload
export const run = Math.random().toString(36).slice(2, 8)
export const today = colomboDay()
const made: { series: number[]; intakes: number[] } = { series: [], intakes: [] }

export const exam = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Nimali Perera',
  dateOfBirth: '2010-04-23',
  gender: 'F',
  idNumber: '201012345678',
  email: `parent-${run}@example.lk`,
  mobile: '+94 77 123 4567',
  subjects: ['4MA1', '1'],
  consent: '1',
  formKey: randomUUID(),
  ...extra,
})
export const booking = (i: number) => ({
  fullName: `Student ${i}`,
  email: `s${i}-${run}@example.lk`,
  mobile: '0771234567',
  consent: '1',
  formKey: randomUUID(),
})

export async function newSeries(extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'exam-series',
    overrideAccess: true,
    data: {
      test: 'ielts',
      name: `May/June 2099 ${run}`,
      entriesOpen: addDays(today, -10),
      standardDeadline: addDays(today, 5),
      deadlineTime: '17:00',
      lateEntries: [{ deadline: addDays(today, 20), surcharge: 9500, label: 'Late entry' }],
      examWindow: { firstPaper: addDays(today, 40) },
      resultsDay: addDays(today, 100),
      fees: [{ label: 'Per subject', amount: 32000, per: 'subject' }],
      onlineEntry: {
        open: true,
        subjects: [
          { code: '4MA1', title: 'Mathematics A' },
          { code: '4PH1', title: 'Physics', fee: 30000 },
        ],
      },
      _status: 'published',
      ...extra,
    },
  })
  made.series.push(doc.id)
  return doc
}

export async function newIntake(capacity: number, extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'class-intakes',
    overrideAccess: true,
    data: {
      course: 'ielts',
      title: `IELTS race ${run}`,
      location: 'Colombo 7',
      startDate: addDays(today, 30),
      schedule: 'Mon and Wed, 6–8 pm',
      fee: 45000,
      capacity,
      _status: 'published',
      ...extra,
    },
  })
  made.intakes.push(doc.id)
  return doc
}

export const entriesOf = (where: Where) =>
  payload.find({ collection: 'entries', where, pagination: false, overrideAccess: true, depth: 0 }).then((r) => r.docs)

const saved = { ...process.env }
let smtp: Awaited<ReturnType<typeof startSmtp>>

/** The suite's hooks: Payload and an SMTP sink for the e-mails entries send; afterwards what it made goes. */
export function setUpMakingEntries() {
  beforeAll(async () => {
    payload = await testPayload()
    // The "received" e-mails go to a sink (their words: entries-mails.test.ts).
    smtp = await startSmtp()
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'website@example.lk',
    })
    resetEnvForTests()
  })

  afterAll(async () => {
    await payload.delete({
      collection: 'entries',
      where: { or: [{ series: { in: made.series } }, { intake: { in: made.intakes } }] },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'exam-series', where: { id: { in: made.series } }, overrideAccess: true })
    await payload.delete({ collection: 'class-intakes', where: { id: { in: made.intakes } }, overrideAccess: true })
    process.env = { ...saved }
    resetEnvForTests()
    await smtp.close()
  })
}
