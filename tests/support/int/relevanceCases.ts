import { slugify } from '@/lib/slugify'

// The relevance suite's questions (tests/int/search-relevance.test.ts): what families type, and the pages
// that answer each, on the demo content. `first`: the page must come first (the issue's own queries).
// `answer`: a card with a date or fee must show. Add every query a user reports as failing.

const pearson = (exam: string) => `/examinations/pearson/${slugify(exam)}`
export const IGCSE = pearson('International GCSE (IG) Examinations')
export const IAL = pearson('IAS/IAL Examinations')
export const PTE = pearson('PTE (Pearson Test of English)')
export const YOUNG_LEARNERS = pearson('International Certificate Young Learners (PTE YL)')
export const SPEECH = `/examinations/festival-of-arts/${slugify('Speech and Drama')}`
const FESTIVAL = ['Art and Design', 'Music Performance', 'Speech and Drama'].map(
  (exam) => `/examinations/festival-of-arts/${slugify(exam)}`,
)
export const IELTS = '/examinations/IELTS'
export const CALENDAR = '/exam-calendar'
const blog = (title: string) => `/blog/${slugify(title)}`

/** `expect`: page paths, or a file's name ("/x.pdf") that a download's address ends with. */
export type RelevanceCase = { q: string; expect: string[]; kind: string; first?: boolean; answer?: boolean }

export const isExpected = (path: string, expect: string[]) =>
  expect.some((e) => path === e || (e.endsWith('.pdf') && path.endsWith(e)))

const c = (kind: string, q: string, expect: string | string[], extra: Partial<RelevanceCase> = {}): RelevanceCase => ({
  q,
  kind,
  expect: Array.isArray(expect) ? expect : [expect],
  ...extra,
})

export const RELEVANCE_CASES: RelevanceCase[] = [
  // The first paragraph: each finds its page first, with an answer where it asks for a fee or a date.
  c('reported', 'ielts fee', IELTS, { first: true, answer: true }),
  c('reported', 'igcse', IGCSE, { first: true }),
  c('reported', 'igcse deadline', IGCSE, { first: true, answer: true }),
  c('reported', 'pte price', PTE, { first: true, answer: true }),
  c('reported', 'ielts test date', IELTS, { first: true, answer: true }),
  c('reported', 'calendar', CALENDAR, { first: true }),
  c('reported', 'exams', CALENDAR, { first: true }),
  c('reported', 'විභාග', [CALENDAR, IGCSE], { first: true }),
  c('reported', 'தேர்வு', [CALENDAR, IGCSE], { first: true }),
  // Abbreviations and other names.
  c('abbreviation', 'o level', IGCSE),
  c('abbreviation', 'a level', IAL),
  c('abbreviation', 'a/l', IAL),
  c('abbreviation', 'ial', IAL),
  c('abbreviation', 'international a level', IAL),
  c('abbreviation', 'edexcel', [IGCSE, IAL, PTE, YOUNG_LEARNERS]),
  c('abbreviation', 'pte', PTE),
  c('abbreviation', 'pearson test of english', PTE),
  c('abbreviation', 'young learners', YOUNG_LEARNERS),
  // Typos: one edit in words of five letters or more.
  c('typo', 'ielst', IELTS),
  c('typo', 'internatonal gcse', IGCSE),
  c('typo', 'calender', CALENDAR),
  c('typo', 'speach and drama', SPEECH),
  c('typo', 'pearsn', [PTE, IGCSE, IAL, YOUNG_LEARNERS]),
  c('typo', 'festivel of arts', FESTIVAL),
  // Fee and date questions.
  c('fee', 'igcse fees', IGCSE, { answer: true }),
  c('fee', 'ielts cost', IELTS, { answer: true }),
  c('fee', 'a level price', IAL, { answer: true }),
  c('fee', 'young learners fee', YOUNG_LEARNERS, { answer: true }),
  c('date', 'exam dates', CALENDAR, { first: true, answer: true }),
  c('date', 'igcse exam dates', IGCSE, { answer: true }),
  c('date', 'pte test date', PTE, { answer: true }),
  c('date', 'ial deadline', IAL, { answer: true }),
  c('date', 'when are results released', [IGCSE, CALENDAR], { answer: true }),
  c('date', 'igcse results', IGCSE, { answer: true }),
  // Local words (Sinhala and Tamil).
  c('local', 'ielts ගාස්තු', IELTS, { answer: true }),
  c('local', 'igcse கட்டணம்', IGCSE, { answer: true }),
  c('local', 'ielts පන්ති', IELTS),
  c('local', 'வகுப்பு', IELTS),
  c('local', 'ප්‍රතිඵල', [IGCSE, CALENDAR, IAL], { answer: true }),
  // Plural and other forms.
  c('forms', 'blog', '/blogs'),
  c('forms', 'galleries', '/gallery'),
  c('forms', 'timetables', [CALENDAR, IGCSE]),
  c('forms', 'inspections', '/centre-for-school-excellence'),
  c('forms', 'registration forms', [IGCSE, '/igcse-registration-form.pdf', '/pearson-candidate-registration.pdf']),
  // Questions.
  c('question', 'what is ielts', IELTS),
  c('question', 'how to prepare for igcse', blog('How to Prepare for Your International GCSE Examinations')),
  c('question', 'which ielts do i need', blog('IELTS Academic or General Training: Which One Do You Need?')),
  c('question', 'can i sit igcse as a private candidate', IGCSE),
  c('question', 'who can enter speech and drama', SPEECH),
  c('question', 'how do i contact you', '/contact-us'),
  // The last word as typed so far.
  c('prefix', 'internat', [IGCSE, IAL]),
  c('prefix', 'speech and dra', SPEECH),
  c('prefix', 'ielts prep', IELTS),
]
