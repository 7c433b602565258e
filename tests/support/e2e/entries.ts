import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import type { StaffApi } from './staffApi'
import { WHOLE_PAGE } from '../../../scripts/lib/chromium.mjs'

// What the entry journey specs set up through the staff API: a series open for online entry, a closed
// one, a class intake, the entry settings; and the steps of the form a visitor takes.

export const IAL = 'ias-ial-examinations'
export const IAL_PAGE = `/examinations/pearson/${IAL}`

/** A Colombo day `offset` days from today, as the admin stores a day (noon, Colombo). */
export const dayAt = (offset: number) =>
  `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000+05:30`

export const BANK = {
  accountName: 'Lyceum Assessments (Pvt) Ltd',
  accountNumber: '0001 2345 6789',
  bankName: 'Example Bank, Colombo 7',
}
export const CONSENT =
  'We use these details only to enter the candidate with Pearson and to write to you about this entry (e2e).'

export const SUBJECTS = [
  { code: 'WMA11', title: 'Pure Mathematics 1', option: '', fee: 29800 },
  { code: 'WPH11', title: 'Physics Unit 1', option: '', fee: 29800 },
  { code: 'WCH11', title: 'Chemistry Unit 1', option: '', fee: 31200 },
]

type Doc = { id: number }

/** A published series of the IAL exam: open for entries (standard stage), or with every deadline passed. */
export async function newSeries(api: StaffApi, name: string, state: 'open' | 'closed'): Promise<Doc> {
  const exam = (await api.get(`/api/exams?where[slug][equals]=${IAL}&depth=0`)) as { docs: Doc[] }
  const open = state === 'open'
  const created = (await api.post('/api/exam-series', {
    test: 'exam',
    exam: exam.docs[0].id,
    name,
    entriesOpen: dayAt(-5),
    standardDeadline: dayAt(open ? 6 : -1),
    examWindow: { firstPaper: dayAt(open ? 9 : 3), lastPaper: dayAt(open ? 12 : 5) },
    resultsDay: dayAt(40),
    fees: [
      { label: 'IAS/IAL, per unit', amount: 29800, per: 'unit' },
      { label: 'Centre fee, per candidate', amount: 7500, per: 'candidate' },
    ],
    onlineEntry: { open: true, subjects: SUBJECTS },
    _status: 'published',
  })) as { doc: Doc }
  return created.doc
}

/** A published class intake starting in three weeks with `capacity` seats. */
export async function newIntake(api: StaffApi, title: string, capacity: number): Promise<Doc> {
  const created = (await api.post('/api/class-intakes', {
    course: 'ielts',
    title,
    location: 'Colombo 7',
    startDate: dayAt(21),
    schedule: 'Mon and Wed, 6–8 pm, 8 weeks',
    fee: 45000,
    capacity,
    _status: 'published',
  })) as { doc: Doc }
  return created.doc
}

/** Fills the exam entry form as a parent would (every field the board needs; the first two subjects). */
export async function fillExamEntry(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Exam entry form' })
  await form.getByLabel('Full name').fill(name)
  const born = form.getByRole('group', { name: 'Date of birth' })
  await born.getByLabel('Day').fill('23')
  await born.getByLabel('Month').fill('4')
  await born.getByLabel('Year').fill('2009')
  await form.getByRole('radio', { name: 'Female' }).check()
  await form.getByLabel('NIC or passport number').fill('N1234567')
  await form.getByLabel('School').fill('Example College, Colombo')
  await form.getByLabel('Email address').fill('parent@example.lk')
  await form.getByLabel('Mobile').fill('+94 77 123 4567')
  await form.getByRole('checkbox', { name: /WMA11/ }).check()
  await form.getByRole('checkbox', { name: /WPH11/ }).check()
  await form.getByRole('checkbox', { name: /I agree/ }).check()
  return form
}

/** The fields of a complete exam entry, as a plain post sends them (the page sends no key; an API client may). */
export const examEntryFields = (formKey: string | undefined, extra: Record<string, string> = {}) => ({
  fullName: 'Double Click',
  dateOfBirth: '2009-04-23',
  gender: 'M',
  idNumber: 'N7654321',
  email: 'double@example.lk',
  mobile: '+94 77 765 4321',
  subjects: '0',
  consent: '1',
  ...(formKey && { formKey }),
  ...extra,
})

/** Screenshots of the page at 375 and 1280 px for the closing note, when ENTRY_SHOTS names a folder. */
export async function shot(page: Page, name: string) {
  const dir = process.env.ENTRY_SHOTS
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  const size = page.viewportSize()!
  // From the top, so the sticky site header is drawn there and not across the page.
  await page.evaluate(() => window.scrollTo(0, 0)).catch(() => page.keyboard.press('Home'))
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), ...WHOLE_PAGE })
  }
  await page.setViewportSize(size)
}

/** The status page's token from its address. */
export const tokenOf = (url: string) => {
  const token = /\/entries\/([A-Za-z0-9_-]{43})/.exec(url)?.[1]
  expect(token, `a status page address: ${url}`).toBeTruthy()
  return token!
}
