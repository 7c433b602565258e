import { describe, expect, it } from 'vitest'
import {
  demoSeries,
  IAL,
  IGCSE,
  longDay,
  openPearsonSeries,
  PTE,
  seriesBannerTexts,
  YOUNG_LEARNERS,
} from '@/seed/demo/examSeries'
import { addDays, daysBetween } from '@/lib/colomboDay'

// The demo series are dated from the seeding day: whatever the day, every exam has dates ahead, in
// each board's rhythm.

const SEEDING_DAYS = ['2026-11-24', '2027-01-15', '2027-02-22', '2027-06-30', '2027-09-02', '2027-12-31']

describe.each(SEEDING_DAYS)('demo series seeded on %s', (today) => {
  const series = demoSeries(today)
  const of = (exam: string) => series.filter((s) => s.exam === exam)
  const lastDay = (s: (typeof series)[number]) => s.resultsDay

  it('poster, home banner and announcement name a series the calendar shows, with an entry day ahead', () => {
    const open = openPearsonSeries(today)
    const shown = of(IGCSE).find((s) => s.name === open.name)
    expect(shown).toBeDefined()
    const entryDays = [shown!.standardDeadline, ...(shown!.lateEntries ?? []).map((stage) => stage.deadline)]
    expect(entryDays.filter((day) => day >= today).map(longDay)).toContain(open.lastDay)
    expect(open.late).toBe(shown!.standardDeadline < today)
    if (open.opensOn) expect(longDay(shown!.entriesOpen!)).toBe(open.opensOn)
  })

  it('gives every exam dates ahead', () => {
    for (const exam of [IGCSE, IAL, PTE, YOUNG_LEARNERS, 'ielts']) {
      expect(of(exam).length).toBeGreaterThan(0)
      expect(of(exam).every((s) => lastDay(s) >= today)).toBe(true)
    }
  })

  it('gives the Pearson exams a January and a May/June series in their rhythm', () => {
    for (const exam of [IGCSE, IAL]) {
      const [jan, mayJune] = of(exam)
      expect(jan.name).toMatch(/^January \d{4}$/)
      expect(mayJune.name).toMatch(/^May\/June \d{4}$/)
      expect(jan.standardDeadline.slice(5)).toBe('10-04')
      expect(jan.firstPaper.slice(0, 4)).toBe(jan.name.slice(-4))
      expect(mayJune.standardDeadline.slice(5)).toBe('02-21')
      expect(mayJune.resultsDay.slice(5, 7)).toBe('08')
      expect((jan.lastPaper ?? jan.firstPaper) >= today && (mayJune.lastPaper ?? mayJune.firstPaper) >= today).toBe(
        true,
      )
      const surcharges = mayJune.lateEntries!.map((l) => l.surcharge)
      expect(surcharges[1]).toBeGreaterThan(surcharges[0])
      expect(mayJune.fees[0].per).toBe(exam === IAL ? 'unit' : 'subject')
    }
  })

  it('closes IELTS registration two weeks before each test day, with results 13 days after', () => {
    const ielts = of('ielts')
    expect(ielts.length).toBeGreaterThanOrEqual(3)
    for (const s of ielts) {
      expect(daysBetween(s.standardDeadline, s.firstPaper)).toBe(14)
      expect(s.resultsDay).toBe(addDays(s.firstPaper, 13))
      expect(s.standardDeadline >= today).toBe(true)
      expect(s.fees[0].label).toBe('IELTS Academic or General Training, per test')
    }
  })

  it('writes the banners from the same series', () => {
    const banners = seriesBannerTexts(today)
    const mayJune = of(IGCSE)[1]
    expect(banners[IGCSE]).toContain(mayJune.name)
    expect(banners[YOUNG_LEARNERS]).toContain(of(YOUNG_LEARNERS)[0].name)
  })
})
