import type { Payload } from 'payload'
import type { Blog, Download, DownloadCategory, Event, Exam, ExamSeries } from '@/payload-types'
import { IELTS_CALENDAR_EXAM, PUBLIC_SERIES_POPULATE, toPublicSeries, type PublicSeries } from '@/calendar/series'
import { toPublicDownload } from '@/content/downloads'
import { htmlToSearchText, richTextToPlain } from './entry'
import { fixedPages } from './pages'
import { isUpcoming, seriesText } from './seriesText'

// What the search index holds: one document per page a visitor can land on, built from the published
// content alone (never a page's navigation or footer), with the words, headings and breadcrumb it shows.

export type SearchKind = 'exam' | 'page' | 'blog' | 'event' | 'download' | 'calendar'

export type SearchDocument = {
  /** "exams:4", "blogs:12", "page:/about-us": what a purge's tag names. */
  id: string
  kind: SearchKind
  title: string
  /** Sub-headings (an exam's questions): ranked next to the title. */
  headings: string
  text: string
  path: string
  /** Where the page sits, for the result card: ["Examinations", "Pearson", "International GCSE"]. */
  breadcrumb: string[]
  /** When it was published or is held ("YYYY-MM-DD…"): newer first where scores tie. */
  date: string
  /** The calendar's slug of the exam the page is about ("ielts" for IELTS): where direct answers come from. */
  examSlug?: string
}

/** What reading every published page gives: the documents and the exam series (for direct answers). */
export type SiteContent = { documents: SearchDocument[]; series: PublicSeries[] }

const read = { overrideAccess: false as const, pagination: false as const }
const slugOfCategory = (c: Exam['category']) => (typeof c === 'object' && c ? c.slug : null)
const nameOfCategory = (c: Exam['category']) => (typeof c === 'object' && c ? c.name : '')

/** The published series (any exam, IELTS included) that still have a date ahead. */
export async function readSeries(payload: Payload, today: string): Promise<PublicSeries[]> {
  const { docs } = await payload.find({
    collection: 'exam-series',
    depth: 2,
    populate: PUBLIC_SERIES_POPULATE,
    sort: 'examWindow.firstPaper',
    ...read,
  })
  return (docs as ExamSeries[]).map(toPublicSeries).filter((s): s is PublicSeries => s !== null && isUpcoming(s, today))
}

const seriesWords = (series: PublicSeries[], slug: string, today: string) =>
  series
    .filter((s) => s.exam.slug === slug)
    .map((s) => seriesText(s, today))
    .join(' ')

export function examDocument(exam: Exam, series: PublicSeries[], today: string): SearchDocument | null {
  const category = slugOfCategory(exam.category)
  if (!category || !exam.slug) return null
  const questions = exam.questions ?? []
  return {
    id: `exams:${exam.id}`,
    kind: 'exam',
    title: exam.name,
    // Its category's name too: "festival of arts" finds the festival's exams (there is no category page).
    headings: [nameOfCategory(exam.category), ...questions.map((q) => q.question)].join('. '),
    text: [
      richTextToPlain(exam.description),
      ...questions.map((q) => richTextToPlain(q.answer)),
      seriesWords(series, exam.slug, today),
    ].join(' '),
    path: `/examinations/${category}/${exam.slug}`,
    breadcrumb: ['Examinations', nameOfCategory(exam.category), exam.name],
    date: exam.updatedAt,
    examSlug: exam.slug,
  }
}

export const blogDocument = (blog: Blog): SearchDocument | null =>
  blog.slug
    ? {
        id: `blogs:${blog.id}`,
        kind: 'blog',
        title: blog.title,
        headings: '',
        text: richTextToPlain(blog.description),
        path: `/blog/${blog.slug}`,
        breadcrumb: ['Blogs', blog.title],
        date: blog.publishedAt ?? blog.createdAt,
      }
    : null

export const eventDocument = (event: Event): SearchDocument | null =>
  event.slug
    ? {
        id: `events:${event.id}`,
        kind: 'event',
        title: event.title,
        headings: '',
        text: richTextToPlain(event.description),
        path: `/gallery/${event.slug}`,
        breadcrumb: ['Gallery', event.title],
        date: event.eventDate ?? event.createdAt,
      }
    : null

export function downloadDocument(download: Download): SearchDocument {
  const category = typeof download.category === 'object' ? (download.category as DownloadCategory).name : ''
  const exam = typeof download.exam === 'object' && download.exam ? download.exam.name : ''
  return {
    id: `downloads:${download.id}`,
    kind: 'download',
    title: download.title,
    headings: '',
    text: [category, exam, 'Download (PDF).'].filter(Boolean).join('. '),
    path: toPublicDownload(download).file_url,
    breadcrumb: ['Downloads', category].filter(Boolean),
    date: download.updatedAt,
  }
}

/** /exam-calendar: every upcoming date and fee, found by "exam dates", "calendar" or "deadlines". */
export const calendarDocument = (series: PublicSeries[], today: string): SearchDocument => ({
  id: 'page:/exam-calendar',
  kind: 'calendar',
  title: 'Exam dates, deadlines and fees',
  headings: 'Exam calendar. Next deadline. Subscribe to the calendar',
  text: [
    'The exam calendar and timetable: when to register, entry deadlines, late-entry surcharges, test dates,',
    'exam days and results days, and what each exam costs. Add the dates to your calendar.',
    ...series.map((s) => seriesText(s, today)),
  ].join(' '),
  path: '/exam-calendar',
  breadcrumb: ['Examinations', 'Exam calendar'],
  date: '',
})

const FIXED_CRUMBS: Record<string, string[]> = {
  '/': ['Home'],
  '/examinations/IELTS': ['Examinations', 'IELTS'],
  '/blogs': ['Blogs'],
  '/gallery': ['Gallery'],
}

/** The fixed pages (home, about, IELTS, …), the IELTS page with its test dates and fees. */
export async function fixedDocuments(
  payload: Payload,
  series: PublicSeries[],
  today: string,
): Promise<SearchDocument[]> {
  return (await fixedPages(payload)).map((page) => {
    const ielts = page.path === IELTS_CALENDAR_EXAM.path
    return {
      id: `page:${page.path}`,
      kind: ielts ? ('exam' as const) : ('page' as const),
      title: page.title,
      headings: ielts ? 'What is IELTS? Academic or General Training. IELTS test dates and fees' : '',
      text: ielts
        ? `${page.text} ${seriesWords(series, IELTS_CALENDAR_EXAM.slug, today)}`
        : htmlToSearchText(page.text),
      path: page.path,
      breadcrumb: FIXED_CRUMBS[page.path] ?? [page.title],
      date: '',
      ...(ielts ? { examSlug: IELTS_CALENDAR_EXAM.slug } : {}),
    }
  })
}

/** Every published page's document, and the upcoming series (one read of each collection). */
export async function readSiteContent(payload: Payload, today: string): Promise<SiteContent> {
  const [series, exams, blogs, events, downloads] = await Promise.all([
    readSeries(payload, today),
    payload.find({ collection: 'exams', depth: 1, ...read }).then((r) => r.docs as Exam[]),
    payload.find({ collection: 'blogs', depth: 0, ...read }).then((r) => r.docs as Blog[]),
    payload.find({ collection: 'events', depth: 0, ...read }).then((r) => r.docs as Event[]),
    payload.find({ collection: 'downloads', depth: 1, ...read }).then((r) => r.docs as Download[]),
  ])
  const documents = [
    ...(await fixedDocuments(payload, series, today)),
    calendarDocument(series, today),
    ...exams.map((e) => examDocument(e, series, today)),
    ...blogs.map(blogDocument),
    ...events.map(eventDocument),
    ...downloads.map(downloadDocument),
  ].filter((d): d is SearchDocument => d !== null)
  return { documents, series }
}
