import type { SeedContext } from '../context'
import { renderBanner } from '../assets/images'
import { bold, doc, h, link, p, ul } from '../richText'
import { slugify } from '@/lib/slugify'
import { demoContacts } from './globals'
import { colomboDay } from '@/lib/colomboDay'
import { seriesBannerTexts } from './examSeries'
import { seedDownloads } from './downloads'

const categories = [
  { name: 'Pearson', slug: 'pearson', headerTitle: 'Pearson Edexcel Examinations', theme: 'navy' as const },
  { name: 'Festival of Arts', slug: 'festival-of-arts', headerTitle: 'Festival of Arts', theme: 'coral' as const },
]

type DemoExam = {
  name: string
  category: 'pearson' | 'festival-of-arts'
  banner_status: number
  banner_text?: string
  banner_link?: string
  showPteEnquiryForm?: boolean
  intro: string
  points: string[]
  /** Questions and answers shown on the exam's page (each answer one paragraph). */
  questions?: { question: string; answer: string }[]
}

// Slugs follow the legacy rule, so "PTE (Pearson Test of English)" → pte--pearson-test-of-english-.
export const demoExams: DemoExam[] = [
  {
    name: 'International GCSE (IG) Examinations',
    category: 'pearson',
    banner_status: 6,
    banner_text: 'May/June 2027 entries are open.',
    banner_link: '/contact-us',
    intro:
      'Pearson Edexcel International GCSEs are taken by students aged 14 to 16 in more ' +
      'than 100 countries, and are accepted by universities and employers worldwide.',
    points: [
      'More than 35 subjects, from English Language to Further Pure Mathematics',
      'Examination sessions in January and May/June',
      'Private candidates welcome at our Colombo centre',
    ],
    questions: [
      {
        question: 'Can I sit International GCSEs as a private candidate?',
        answer:
          'Yes. Private candidates register with us directly: fill in the private candidate ' +
          'registration form, choose your subjects and pay the entry fee before the standard deadline.',
      },
      {
        question: 'What happens if I miss the entry deadline?',
        answer:
          'Late entries are accepted for a few weeks after the standard deadline with a late-entry ' +
          'surcharge per subject. After the final late deadline no entries can be made for that series.',
      },
      {
        question: 'When are the results released?',
        answer:
          'Results for the May/June series are released in August and for the January series ' +
          'in March. We send every candidate a statement of results by e-mail on results day.',
      },
    ],
  },
  {
    name: 'IAS/IAL Examinations',
    category: 'pearson',
    banner_status: 6,
    banner_text: 'January and May/June dates and fees are on our exam calendar.',
    banner_link: '/contact-us',
    intro:
      'International AS and A Levels (IAS/IAL) are modular qualifications for ' +
      'students aged 16 to 19 that lead to universities in Sri Lanka and abroad.',
    points: [
      'Sit units in the January and May/June series',
      'Resit individual units to improve a grade',
      'Recognised by UK, Australian and Sri Lankan universities',
    ],
  },
  {
    name: 'PTE (Pearson Test of English)',
    category: 'pearson',
    banner_status: 6,
    banner_text: 'PTE Academic test dates for 2027 are now open. Results in as little as two days.',
    banner_link: '/examinations/pte-contact',
    showPteEnquiryForm: true,
    intro:
      'PTE Academic is a computer-based English test accepted for study, work ' +
      'and migration in Australia, New Zealand, the UK, Canada and beyond.',
    points: [
      'Test days every two weeks at our partner centre in Colombo 03',
      'Preparation classes online, with the trainers of our IELTS courses',
      'Results usually within 48 hours',
    ],
    questions: [
      {
        question: 'How soon will I get my PTE Academic score?',
        answer:
          'Most test takers receive their score within 48 hours of the test, by e-mail and in their Pearson account.',
      },
      {
        question: 'Which countries accept PTE Academic?',
        answer:
          'PTE Academic is accepted for study, work and migration in Australia, New ' +
          'Zealand, the UK and Canada, and by thousands of universities worldwide.',
      },
    ],
  },
  {
    name: 'International Certificate Young Learners (PTE YL)',
    category: 'pearson',
    banner_status: 6,
    banner_text: 'Young Learners sessions run in March and November.',
    banner_link: '/contact-us',
    intro: 'A friendly English test for children aged 6 to 13, with four levels from Firstwords to Breakthrough.',
    points: [
      'Tests built around stories and games',
      'Every child receives a certificate',
      'Schools can host the test on their own premises',
    ],
  },
  {
    name: 'Pearson BTEC International',
    category: 'pearson',
    banner_status: 0,
    intro:
      'BTEC International qualifications combine classroom learning with ' +
      'practical, work-related projects in business, IT and hospitality.',
    points: [
      'Assessed through assignments as well as examinations',
      'Levels 2 and 3',
      'A route to university or straight to work',
      'No test day to book: your school or college sets the assignment ' +
        'deadlines, and our team gives you the dates of any external exam',
    ],
  },
  {
    name: 'Pearson English International Certificate',
    category: 'pearson',
    banner_status: 6,
    banner_text: 'New: computer-based test days every month in Colombo.',
    banner_link: '/contact-us',
    intro:
      'A six-level general English qualification aligned to the Common European Framework, for teenagers and adults.',
    points: [
      'Computer-based test days every month at our Colombo centre; paper-based sessions for schools on request',
      'Levels A1 to C2',
      'No pass or fail: every candidate receives a level',
    ],
  },
  {
    name: 'Speech and Drama',
    category: 'festival-of-arts',
    banner_status: 6,
    banner_text: 'Festival entries close on 31 January 2027.',
    banner_link: '/contact-us',
    intro:
      'Solo and group performances of poetry, prose and drama, adjudicated by ' +
      'experienced examiners, with certificates and trophies for every age group.',
    points: [
      'Categories from age 5 to adult',
      'Solo verse, prose, mime and group drama',
      'Prize giving at the Bishop’s College Auditorium',
    ],
    questions: [
      {
        question: 'Who can enter the Speech and Drama festival?',
        answer:
          'Anyone from age 5 to adult, in solo or group categories. Schools may enter groups of students together.',
      },
      {
        question: 'Does every entrant get feedback?',
        answer:
          'Yes. Every performance receives a written adjudication ' +
          'and a certificate, and the best performances win trophies.',
      },
    ],
  },
  {
    name: 'Music Performance',
    category: 'festival-of-arts',
    banner_status: 0,
    intro:
      'Piano, violin, vocal and guitar performances in graded categories, ' +
      'with written feedback from the adjudicator for every entrant.',
    points: [
      'Classical and contemporary repertoire',
      'Solo and ensemble categories',
      'Feedback sheets for every performance',
    ],
  },
  {
    name: 'Art and Design',
    category: 'festival-of-arts',
    banner_status: 0,
    intro:
      'A juried exhibition of drawing, painting and digital art by ' +
      'students across Sri Lanka, shown at the annual Festival exhibition.',
    points: ['Themes announced each September', 'Age groups from 6 to 19', 'Selected works exhibited at the Festival'],
  },
]

export async function seedExams(context: SeedContext): Promise<void> {
  const { ensure, upload } = context
  const categoryIds = new Map<string, number>()
  for (const [i, c] of categories.entries()) {
    const headerImage = await upload(
      'media',
      `exam-header-${c.slug}.jpg`,
      () =>
        renderBanner({
          width: 1920,
          height: 500,
          title: '',
          theme: c.theme,
          variant: i,
          name: `exam-header-${c.slug}.jpg`,
        }),
      { decorative: true },
    )
    categoryIds.set(
      c.slug,
      await ensure(
        'exam-categories',
        { slug: { equals: c.slug } },
        { name: c.name, slug: c.slug, headerTitle: c.headerTitle, headerImage },
      ),
    )
  }

  const examIds = new Map<string, number>()
  // Banners that name a series are written from the demo series (./examSeries.ts), so both agree.
  const seriesBanners = seriesBannerTexts(colomboDay())
  for (const [i, e] of demoExams.entries()) {
    const slug = slugify(e.name)
    const id = await ensure(
      'exams',
      { slug: { equals: slug } },
      {
        name: e.name,
        slug,
        category: categoryIds.get(e.category),
        banner_status: e.banner_status,
        banner_text: seriesBanners[slug] ?? e.banner_text ?? '',
        banner_link: e.banner_link ?? '',
        showPteEnquiryForm: e.showPteEnquiryForm ?? false,
        menuOrder: i,
        _status: 'published',
        questions: (e.questions ?? []).map((q) => ({ question: q.question, answer: doc(p(q.answer)) })),
        description: doc(
          p(e.intro),
          h(3, 'At a glance'),
          ul(...e.points),
          p(
            'Questions about entries or fees? ',
            link('Contact our examinations team', '/contact-us'),
            ' or call us on ',
            bold(
              e.showPteEnquiryForm
                ? demoContacts.ieltsPte.phone
                : demoContacts[e.category === 'pearson' ? 'pearson' : 'festival'].phone,
            ),
            '.',
          ),
        ),
      },
    )
    examIds.set(slug, id)
  }

  await seedDownloads(context, examIds)
}
