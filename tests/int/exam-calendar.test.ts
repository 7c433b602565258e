import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/int/payload'
import {
  closesIn,
  examSummaries,
  feeAt,
  groupByMonth,
  nextDeadline,
  nextSeries,
  startsIn,
  upcomingDates,
} from '@/calendar/upcoming'
import { getExamCalendarJson, getExamFees } from '@/content/examCalendar'
import { findCalendarExam, getUpcomingSeries } from '@/content/examSeries'

// The calendar's reads on a fixed day far after the demo series (which are dated from today), so only
// this file's series are upcoming: past dates hidden, months, the next deadline, filters, drafts.

const TODAY = '2030-03-10'
const stamp = Date.now()
const at = (day: string) => `${day}T12:00:00.000+05:30`

let payload: Payload
let examSlug: string
const seriesIds: number[] = []
const examIds: number[] = []

async function series(data: Record<string, unknown>, draft = false) {
  const doc = await payload.create({
    collection: 'exam-series',
    draft,
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { test: 'exam', _status: draft ? 'draft' : 'published', ...data } as never,
  })
  seriesIds.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  const category = (
    await payload.find({ collection: 'exam-categories', where: { slug: { equals: 'pearson' } }, limit: 1 })
  ).docs[0]
  const exam = await payload.create({
    collection: 'exams',
    overrideAccess: true,
    data: { name: `Calendar test exam ${stamp}`, category: category.id, _status: 'published' },
  })
  const hidden = await payload.create({
    collection: 'exams',
    draft: true,
    overrideAccess: true,
    data: { name: `Unpublished calendar exam ${stamp}`, category: category.id, _status: 'draft' },
  })
  examIds.push(exam.id, hidden.id)
  examSlug = exam.slug!
  await series({
    exam: exam.id,
    name: 'May/June 2030',
    entriesOpen: at('2029-11-01'),
    standardDeadline: at('2030-03-22'),
    deadlineTime: '17:00',
    lateEntries: [{ label: 'Late entry', deadline: at('2030-04-05'), surcharge: 5000 }],
    examWindow: { firstPaper: at('2030-05-05'), lastPaper: at('2030-06-10') },
    resultsDay: at('2030-08-15'),
    fees: [{ label: 'Test exam, per subject', amount: 30000, per: 'subject' }],
    feesCheckedOn: at('2030-01-02'),
  })
  await series({
    exam: exam.id,
    name: 'January 2030',
    standardDeadline: at('2029-10-04'),
    examWindow: { firstPaper: at('2030-01-07'), lastPaper: at('2030-01-20') },
    resultsDay: at('2030-03-05'),
  })
  await series({
    test: 'ielts',
    name: '23 March 2030',
    standardDeadline: at('2030-03-10'),
    examWindow: { firstPaper: at('2030-03-23') },
    resultsDay: at('2030-04-05'),
    fees: [{ label: 'IELTS, per test', amount: 80000, per: 'test' }],
  })
  await series({ exam: exam.id, name: 'Never published 2030', examWindow: { firstPaper: at('2030-04-01') } }, true)
  await series({ exam: hidden.id, name: 'Of an unpublished exam', examWindow: { firstPaper: at('2030-04-01') } })
})

afterAll(async () => {
  await payload.delete({ collection: 'exam-series', where: { id: { in: seriesIds } }, overrideAccess: true })
  await payload.delete({ collection: 'exams', where: { id: { in: examIds } }, overrideAccess: true })
})

describe('upcoming series on a fixed day', () => {
  it('hides past series, drafts and the series of an unpublished exam; soonest sitting first', async () => {
    const names = (await getUpcomingSeries({ today: TODAY })).map((s) => `${s.exam.slug} ${s.name}`)
    expect(names).toEqual(['ielts 23 March 2030', `${examSlug} May/June 2030`])
  })

  it('lists only the dates still ahead, grouped by Colombo month', async () => {
    const dates = upcomingDates(await getUpcomingSeries({ today: TODAY }), TODAY)
    expect(dates.map((d) => `${d.event.start} ${d.event.kind}`)).toEqual([
      '2030-03-10 deadline',
      '2030-03-22 deadline',
      '2030-03-23 exams',
      '2030-04-05 late-deadline',
      '2030-04-05 results',
      '2030-05-05 exams',
      '2030-08-15 results',
    ])
    const months = groupByMonth(dates, TODAY)
    expect(months.map((m) => [m.label, m.dates.length])).toEqual([
      ['March 2030', 3],
      ['April 2030', 2],
      ['May 2030', 1],
      ['August 2030', 1],
    ])
  })

  it('names the next deadline and the days left', async () => {
    const all = upcomingDates(await getUpcomingSeries({ today: TODAY }), TODAY)
    const next = nextDeadline(all)!
    expect([next.series.name, next.daysLeft, closesIn(next.daysLeft)]).toEqual(['23 March 2030', 0, 'Closes today'])
    const own = nextDeadline(upcomingDates(await getUpcomingSeries({ exam: examSlug, today: TODAY }), TODAY))!
    expect([own.series.name, own.event.title, own.daysLeft, closesIn(own.daysLeft)]).toEqual([
      'May/June 2030',
      'Standard entry deadline',
      12,
      'Closes in 12 days',
    ])
    expect(feeAt(own.series, own.event)).toBe('LKR 30,000 per subject')
    const late = all.find((d) => d.event.kind === 'late-deadline')!
    expect(feeAt(late.series, late.event)).toBe('LKR 30,000 per subject + LKR 5,000 late surcharge')
    expect(closesIn(1)).toBe('Closes tomorrow')
  })

  it('keeps an exam window under way in the current month', async () => {
    const today = '2030-05-20'
    const dates = upcomingDates(await getUpcomingSeries({ today }), today)
    expect(dates[0]).toMatchObject({ event: { kind: 'exams', start: '2030-05-05' }, daysLeft: -15 })
    expect(startsIn(dates[0].daysLeft)).toBe('Under way')
    expect(groupByMonth(dates, today)[0]).toMatchObject({ key: '2030-05', label: 'May 2030' })
  })

  it('filters by exam, and an unknown exam names nothing', async () => {
    expect((await getUpcomingSeries({ exam: 'ielts', today: TODAY })).map((s) => s.name)).toEqual(['23 March 2030'])
    expect(await getUpcomingSeries({ exam: 'no-such-exam', today: TODAY })).toEqual([])
    expect(await findCalendarExam('no-such-exam')).toBeNull()
    expect(await getExamCalendarJson({ exam: 'no-such-exam', today: TODAY })).toBeNull()
    expect(await findCalendarExam(examSlug)).toMatchObject({
      slug: examSlug,
      path: `/examinations/pearson/${examSlug}`,
    })
  })

  it('sums each exam up, the soonest deadline first; entries closed keep the series', async () => {
    const summaries = examSummaries(await getUpcomingSeries({ today: TODAY }), TODAY)
    expect(summaries.map((s) => [s.exam.slug, s.series.name, s.deadline?.event.start, s.sitting?.event.start])).toEqual(
      [
        ['ielts', '23 March 2030', '2030-03-10', '2030-03-23'],
        [examSlug, 'May/June 2030', '2030-03-22', '2030-05-05'],
      ],
    )
    const after = '2030-04-10'
    const own = await getUpcomingSeries({ exam: examSlug, today: after })
    expect(nextSeries(own, after)?.name).toBe('May/June 2030')
    expect(examSummaries(own, after)[0].deadline).toBeNull()
  })

  it('gives the fees of the next series open for entries', async () => {
    expect(await getExamFees(examSlug, TODAY)).toEqual({
      exam: { slug: examSlug, name: `Calendar test exam ${stamp}`, path: `/examinations/pearson/${examSlug}` },
      series: 'May/June 2030',
      currency: 'LKR',
      fees: [{ label: 'Test exam, per subject', amount: 30000, per: 'subject' }],
      feesCheckedOn: '2030-01-02',
      standardDeadline: '2030-03-22',
      deadlineTime: '17:00',
      lateEntries: [{ label: 'Late entry', deadline: '2030-04-05', surcharge: 5000 }],
    })
    expect(await getExamFees('no-such-exam', TODAY)).toBe('unknown')
    expect(await getExamFees(examSlug, '2031-01-01')).toBe('none')
  })
})
