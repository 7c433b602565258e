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
  GlobeIcon,
  GraduationCapIcon,
  HomeIcon,
  LaptopIcon,
  StarIcon,
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
import { getIeltsPage, pointsOf } from '@/content/ieltsPage'
import type { IeltsIcon } from '@/globals/IeltsPage'
import { colomboDay } from '@/lib/colomboDay'
import { getSiteSettings } from '@/content/siteSettings'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'IELTS Preparation Classes',
    description:
      'IELTS preparation in Sri Lanka: individual, group and crash courses online with expert trainers, ' +
      'personalised guidance and exam registration assistance. Compare prices and sessions.',
    path: '/examinations/IELTS',
    meta: await staticPageMeta('ielts'),
  })
}

// Each card's icon, by the name staff choose (src/globals/IeltsPage.ts).
const ICONS: Record<IeltsIcon, React.ComponentType<{ className?: string }>> = {
  users: UsersIcon,
  'graduation-cap': GraduationCapIcon,
  'clipboard-check': ClipboardCheckIcon,
  laptop: LaptopIcon,
  'book-open': BookOpenIcon,
  home: HomeIcon,
  briefcase: BriefcaseIcon,
  award: AwardIcon,
  globe: GlobeIcon,
  star: StarIcon,
}

const CardIcon = ({ name }: { name: IeltsIcon }) => {
  const Icon = ICONS[name]
  return <Icon className="size-6" />
}

function TickedList({ items }: { items: string[] }) {
  if (items.length === 0) return null
  return (
    <ul className="mt-4 space-y-2">
      {items.map((p) => (
        <li key={p} className="flex items-center gap-2 font-medium text-ink">
          <CheckIcon className="size-4 shrink-0 text-teal" />
          {p}
        </li>
      ))}
    </ul>
  )
}

/** The text with its first `words` in bold; as typed when they are not in it. */
function withEmphasis(text: string, words: string): React.ReactNode {
  const at = words ? text.indexOf(words) : -1
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <strong className="font-semibold">{words}</strong>
      {text.slice(at + words.length)}
    </>
  )
}

export default async function IeltsPage() {
  const [structure, settings, testDates, text] = await Promise.all([
    getCourseStructure(),
    getSiteSettings(),
    getUpcomingSeries({ exam: 'ielts' }),
    getIeltsPage(),
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
              <p>{text.tagline}</p>
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
          intro={text.reasonsIntro}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {text.reasons.map(({ title, icon, text: why, points }) => (
            <li
              key={title}
              className={
                'flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 ' +
                'transition-shadow hover:shadow-lg'
              }
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-teal/10 text-teal">
                <CardIcon name={icon} />
              </span>
              <h3 className="mt-5 text-lg font-bold text-navy">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{why}</p>
              <TickedList items={pointsOf(points)} />
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
              intro={text.aboutIntro}
            />
            <div
              className={
                'flex flex-col gap-3 rounded-2xl bg-navy p-6 text-white shadow-lg ' +
                'sm:flex-row sm:items-center sm:gap-6 sm:p-8'
              }
            >
              <p className="shrink-0 font-display text-5xl font-extrabold text-amber sm:text-6xl">
                {text.recognition.figure}
              </p>
              <p className="text-lg leading-snug">{withEmphasis(text.recognition.text, text.recognition.emphasis)}</p>
            </div>
          </div>
          <div>
            <h3 className="text-xl font-bold text-navy">What you can use IELTS for</h3>
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
              {text.uses.map(({ title, icon, text: use }) => (
                <li key={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-5">
                  <span className="flex size-11 items-center justify-center rounded-full bg-amber/20 text-amber-dark">
                    <CardIcon name={icon} />
                  </span>
                  <p className="mt-4 font-display text-base font-bold leading-snug text-navy sm:text-lg">{title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{use}</p>
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
          intro={text.coursesIntro}
        />
        <CourseStructureTable structure={structure} />
      </Section>

      <ClassIntakes course="ielts" />

      <ExamDatesBlock exam={IELTS_CALENDAR_EXAM} feeNote={text.testFeeNote} />

      <PracticalInfo exam="ielts" />

      <EnquirySection
        course="IELTS"
        id="course-enquiry"
        heading="Contact Regarding the Course"
        intro={text.enquiryIntro}
      />
    </>
  )
}
