import type { Metadata } from 'next'
import { BreadcrumbJsonLd, JsonLd } from '@/components/seo/JsonLd'
import { env } from '@/lib/env'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import type React from 'react'
import { ExamDatesBlock } from '@/components/calendar/ExamDatesBlock'
import { feeOffers } from '@/components/calendar/SeriesJsonLd'
import { EnquirySection } from '@/components/enquiry/EnquirySection'
import { PracticalInfo } from '@/components/exams/PracticalInfo'
import { ClassIntakes } from '@/components/entries/ClassIntakes'
import {
  AwardIcon,
  BookOpenIcon,
  BriefcaseIcon,
  CheckIcon,
  ClipboardCheckIcon,
  GraduationCapIcon,
  HomeIcon,
  LaptopIcon,
  UsersIcon,
} from '@/components/icons'
import { CourseStructureTable } from '@/components/ielts/CourseStructureTable'
import { ButtonLink } from '@/components/ui/Button'
import { WithHeaderArt } from '@/components/ui/HeaderArt'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section, SectionHeading } from '@/components/ui/Section'
import { nextSeries } from '@/calendar/upcoming'
import { getUpcomingSeries } from '@/content/examSeries'
import { IELTS_CALENDAR_EXAM } from '@/calendar/series'
import { getCourseStructure } from '@/content/ielts'
import { colomboDay } from '@/lib/colomboDay'
import { getSiteSettings } from '@/content/siteSettings'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'IELTS Preparation Classes',
    description:
      'IELTS preparation in Sri Lanka: individual, group and crash courses online with expert trainers, personalised guidance and exam registration assistance. Compare prices and sessions.',
    path: '/examinations/IELTS',
    meta: await staticPageMeta('ielts'),
  })
}

type Reason = { title: string; icon: React.ComponentType<{ className?: string }>; text: string; points?: string[] }
const reasons: Reason[] = [
  {
    title: 'Flexible options',
    icon: UsersIcon,
    text: 'Choose the format that fits your timetable and your target score.',
    points: ['Individual classes', 'Group classes', 'Crash course'],
  },
  {
    title: 'Expert trainers',
    icon: GraduationCapIcon,
    text: 'Experienced IELTS trainers who know the test inside out and teach the strategies behind every band score.',
  },
  {
    title: 'Personalised guidance',
    icon: ClipboardCheckIcon,
    text: 'Feedback on your speaking and writing, a study plan built around your goal, and exam registration assistance when you are ready to book.',
  },
  {
    title: 'Online classes',
    icon: LaptopIcon,
    text: 'Every class is live online: join from anywhere in Sri Lanka, with your trainer, the study pack and a mock exam.',
  },
]

const uses = [
  { title: 'Study abroad', icon: BookOpenIcon, text: 'Universities and colleges ask for IELTS for admission.' },
  { title: 'Migration', icon: HomeIcon, text: 'Immigration authorities use it for visas and residence.' },
  { title: 'Work overseas', icon: BriefcaseIcon, text: 'Employers rely on it to confirm your English.' },
  {
    title: 'Professional licences',
    icon: AwardIcon,
    text: 'Nursing, medical and other boards require it to register.',
  },
]

export default async function IeltsPage() {
  const [structure, settings, testDates] = await Promise.all([
    getCourseStructure(),
    getSiteSettings(),
    getUpcomingSeries({ exam: 'ielts' }),
  ])
  // The next IELTS test day's fees, as the Course's offers (the classes' prices stay on their instances).
  const testOffers = feeOffers(nextSeries(testDates, colomboDay()))
  const price = structure.rows.find((r) => /price/i.test(r.feature))
  return (
    <>
      <BreadcrumbJsonLd trail={[{ name: 'IELTS', path: '/examinations/IELTS' }]} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: 'IELTS Preparation Course',
          description:
            'IELTS preparation classes online: group, individual and crash courses with study pack and mock exam.',
          provider: { '@type': 'Organization', name: settings.company_name, sameAs: env().serverUrl },
          hasCourseInstance: (['group', 'individual', 'crash'] as const).map((kind) => ({
            '@type': 'CourseInstance',
            name: `${structure.columns[kind]} classes`,
            courseMode: 'online',
            ...(price
              ? {
                  offers: {
                    '@type': 'Offer',
                    price: price[kind].replace(/[^\d.]/g, ''),
                    priceCurrency: 'LKR',
                    category: 'Paid',
                  },
                }
              : {}),
          })),
          ...(testOffers.length > 0 ? { offers: testOffers } : {}),
        }}
      />
      <WithHeaderArt>
        <PageHeader
          kicker="IELTS | PTE Classes"
          title="IELTS Preparation Course"
          intro={
            <>
              <p>
                Reach your target band score with expert trainers, a course format that fits your life and support right
                up to test day.
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink href="#course-enquiry">Enquire now</ButtonLink>
                <ButtonLink href="#course-structure" variant="ghost-light">
                  Compare courses
                </ButtonLink>
              </div>
            </>
          }
        />
      </WithHeaderArt>

      <Section labelledBy="why-choose-heading">
        <SectionHeading
          id="why-choose-heading"
          kicker="Why choose us"
          title={`Why Choose ${settings.company_name} for IELTS`}
          intro="Everything you need to prepare with confidence, from your first class to your registration."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ title, icon: Icon, text, points }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 transition-shadow hover:shadow-lg"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-teal/10 text-teal">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-navy">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
              {points && (
                <ul className="mt-4 space-y-2">
                  {points.map((p) => (
                    <li key={p} className="flex items-center gap-2 font-medium text-ink">
                      <CheckIcon className="size-4 shrink-0 text-teal" />
                      {p}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="cream" labelledBy="what-is-ielts-heading">
        <div className="grid grid-cols-1 items-start gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="what-is-ielts-heading"
              kicker="About the test"
              title="What is IELTS?"
              intro="IELTS, the International English Language Testing System, measures how well you listen, read, write and speak in English. It comes in two versions: Academic and General Training."
            />
            <div className="flex flex-col gap-3 rounded-2xl bg-navy p-6 text-white shadow-lg sm:flex-row sm:items-center sm:gap-6 sm:p-8">
              <p className="shrink-0 font-display text-5xl font-extrabold text-amber sm:text-6xl">11,000+</p>
              <p className="text-lg leading-snug">
                IELTS is recognised by over <strong className="font-semibold">11,000 organisations</strong> around the
                world.
              </p>
            </div>
          </div>
          <div>
            <h3 className="text-xl font-bold text-navy">What you can use IELTS for</h3>
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
              {uses.map(({ title, icon: Icon, text }) => (
                <li key={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-5">
                  <span className="flex size-11 items-center justify-center rounded-full bg-amber/20 text-amber-dark">
                    <Icon className="size-6" />
                  </span>
                  <p className="mt-4 font-display text-base font-bold leading-snug text-navy sm:text-lg">{title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="course-structure" labelledBy="course-structure-heading" className="scroll-mt-24">
        <SectionHeading
          id="course-structure-heading"
          kicker="Courses and course fees"
          title="Course Structure Chart"
          intro="Three ways to prepare. Compare the course fee, number of sessions, class size and what is included. The IELTS test fee is separate: see the test dates and test fees below."
        />
        <CourseStructureTable structure={structure} />
      </Section>

      <ClassIntakes course="ielts" />

      <ExamDatesBlock
        exam={IELTS_CALENDAR_EXAM}
        feeNote="The test fee pays for the IELTS test itself and is not part of our course fees above; you pay it when you book a test day."
      />

      <PracticalInfo exam="ielts" />

      <EnquirySection
        course="IELTS"
        id="course-enquiry"
        heading="Contact Regarding the Course"
        intro="Tell us which course interests you, where you plan to study or work and when. Our IELTS team will reply within one working day."
      />
    </>
  )
}
