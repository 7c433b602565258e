import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  demoSeries,
  ENGLISH_CERTIFICATE,
  FESTIVAL_EXAMS,
  IAL,
  IGCSE,
  longDay,
  PTE,
  seriesBannerTexts,
  YOUNG_LEARNERS,
  type DemoSeries,
} from '@/seed/demo/examSeries'
import { demoExams } from '@/seed/demo/exams'
import { ieltsCourseRows } from '@/seed/demo/globals'
import { demoBlogs } from '@/seed/demo/stories'
import { slugify } from '@/lib/slugify'
import { daysBetween } from '@/lib/colomboDay'

// The demo content states the same facts in several places (an exam's banner, text, questions, its
// series' notes, the IELTS page and chart, a blog post). Each fact below is written once; every text
// that states it must state it the same way, so a future contradiction fails here.

const TODAY = '2026-11-28'
const series = demoSeries(TODAY)
const banners = seriesBannerTexts(TODAY)
const ieltsPage = fs.readFileSync('src/app/(site)/examinations/IELTS/page.tsx', 'utf8')

/** Every text the demo shows about an exam: name, banner, introduction, points, questions, its series' notes. */
function textsOf(slug: string): string[] {
  const exam = demoExams.find((e) => slugify(e.name) === slug)
  const own = exam
    ? [
        exam.name,
        banners[slug] ?? exam.banner_text ?? '',
        exam.intro,
        ...exam.points,
        ...(exam.questions ?? []).flatMap((q) => [q.question, q.answer]),
      ]
    : []
  return [...own, ...series.filter((s) => s.exam === slug).map((s) => s.notes)]
}

const richText = (node: unknown): string[] => {
  if (!node || typeof node !== 'object') return []
  const n = node as { text?: string; children?: unknown[]; root?: unknown }
  return [...(n.text ? [n.text] : []), ...(n.children ?? []).flatMap(richText), ...(n.root ? richText(n.root) : [])]
}

/** What every text says on one matter: each match of `pattern`, normalised by `read`. */
const claims = (texts: string[], pattern: RegExp, read: (m: RegExpMatchArray) => string = (m) => m[1].toLowerCase()) =>
  texts.flatMap((t) => [...t.matchAll(new RegExp(pattern, 'gi'))].map(read))

const of = (slug: string) => series.filter((s) => s.exam === slug)
const gaps = (list: DemoSeries[]) => list.slice(1).map((s, i) => daysBetween(list[i].firstPaper, s.firstPaper))
const MONTH_DAYS = [28, 29, 30, 31]

describe('the demo content states each fact one way', () => {
  it('PTE: test days every two weeks, as its series are spaced', () => {
    expect(gaps(of(PTE)).every((d) => d === 14)).toBe(true)
    const said = claims(textsOf(PTE), /every (week|two weeks|fortnight|month|day)\b/)
    expect(said.length).toBeGreaterThan(0)
    expect(new Set(said)).toEqual(new Set(['two weeks']))
  })

  it('PTE: results within 48 hours (two days), as its series give them', () => {
    expect(of(PTE).every((s) => daysBetween(s.firstPaper, s.resultsDay) === 2)).toBe(true)
    const said = claims(textsOf(PTE), /(?:within|as little as) (\d+ hours|\w+ days?)/)
    expect(said.length).toBeGreaterThan(0)
    expect(said.every((c) => c === '48 hours' || c === 'two days')).toBe(true)
  })

  it('the classes are online only: the chart, the IELTS page and the PTE page agree', () => {
    const mode = ieltsCourseRows.find(([feature]) => feature === 'Mode')!
    expect(new Set(mode.slice(1))).toEqual(new Set(['online']))
    const elsewhere = /\b(in person|in the classroom|face[- ]to[- ]face|at our (?:classrooms?|branches))\b/i
    expect(ieltsPage).not.toMatch(elsewhere)
    expect(textsOf(PTE).filter((t) => /class/i.test(t) && elsewhere.test(t))).toEqual([])
    expect(textsOf(PTE).some((t) => /classes online/i.test(t))).toBe(true)
    expect(ieltsPage).toMatch(/courseMode: 'online'/)
  })

  it('International GCSE and IAS/IAL: the series the texts name are the series on the calendar', () => {
    for (const slug of [IGCSE, IAL]) {
      const onCalendar = new Set(of(slug).map((s) => s.name.replace(/ \d{4}$/, '')))
      const said = claims(
        textsOf(slug),
        /(?:sessions in|sit units in|sit in) (?:the )?([^.]+?)(?: series)?(?:\.|$)/,
        (m) => m[1],
      )
      expect(said.length).toBeGreaterThan(0)
      for (const claim of said) {
        const months = claim.match(/January|February|March|April|May\/June|October|November/g) ?? []
        expect(new Set(months), `${slug}: "${claim}"`).toEqual(onCalendar)
      }
    }
  })

  it('Young Learners: four levels in one order, in March and November', () => {
    const levels = [
      ...new Set(
        claims(textsOf(YOUNG_LEARNERS), /(\w+), (\w+), (\w+) and (\w+) levels/, (m) => m.slice(1, 5).join(',')),
      ),
    ]
    expect(levels).toEqual(['Firstwords,Springboard,Quickmarch,Breakthrough'])
    const [first, , , last] = levels[0].split(',')
    expect(claims(textsOf(YOUNG_LEARNERS), /from (\w+) to (\w+)/, (m) => `${m[1]}-${m[2]}`)).toEqual([
      `${first}-${last}`,
    ])
    const months = new Set(of(YOUNG_LEARNERS).map((s) => s.name.split(' ')[0]))
    expect(
      claims(textsOf(YOUNG_LEARNERS), /in (\w+) and (\w+)/, (m) => `${m[1]} ${m[2]}`).every((c) =>
        c.split(' ').every((m) => months.has(m)),
      ),
    ).toBe(true)
  })

  it('Pearson English International Certificate: computer-based test days every month', () => {
    expect(of(ENGLISH_CERTIFICATE).length).toBeGreaterThan(0)
    expect(gaps(of(ENGLISH_CERTIFICATE)).every((d) => MONTH_DAYS.includes(d) || d === 35)).toBe(true)
    expect(new Set(claims(textsOf(ENGLISH_CERTIFICATE), /every (week|two weeks|month)\b/))).toEqual(new Set(['month']))
  })

  it('Festival of Arts: the entry deadline its page and blog post name is the one on the calendar', () => {
    for (const slug of FESTIVAL_EXAMS) expect(of(slug).map((s) => s.standardDeadline)).toEqual(['2027-01-31'])
    const deadline = longDay(of(FESTIVAL_EXAMS[0])[0].standardDeadline)
    expect(claims(textsOf(FESTIVAL_EXAMS[0]), /close on (\d+ \w+ \d{4})/, (m) => m[1])).toEqual([deadline])
    const blog = demoBlogs.flatMap((b) => richText(b.body)).join(' ')
    expect(claims([blog], /Entries for the (\d{4}) Festival close on (\d+ \w+)/, (m) => `${m[2]} ${m[1]}`)).toEqual([
      deadline,
    ])
  })

  it('every exam has dates on the calendar or says how to get them', () => {
    for (const exam of demoExams) {
      const slug = slugify(exam.name)
      if (of(slug).length > 0) continue
      expect(
        textsOf(slug).some((t) => /(our team gives you the dates|ask (us|our team) for the (next )?dates)/i.test(t)),
        exam.name,
      ).toBe(true)
    }
  })
})
