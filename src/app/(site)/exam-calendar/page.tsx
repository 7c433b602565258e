import type { Metadata } from 'next'
import { seriesEnteredOnline } from '@/content/entryOffers'
import { notFound } from 'next/navigation'
import { examSummaries, groupByMonth, nextDeadline, upcomingDates } from '@/calendar/upcoming'
import { DateRow } from '@/components/calendar/DateRow'
import { ExamFilter } from '@/components/calendar/ExamFilter'
import { NextDates } from '@/components/calendar/NextDates'
import { SeriesEventsJsonLd } from '@/components/calendar/SeriesJsonLd'
import { SubscribeLinks } from '@/components/calendar/SubscribeLinks'
import { ArrowRightIcon } from '@/components/icons'
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { findCalendarExam, getUpcomingSeries } from '@/content/examSeries'
import type { CalendarExam } from '@/calendar/series'
import { RemindMe } from '@/components/exams/RemindMe'
import { getSiteSettings } from '@/content/siteSettings'
import { impossibleSlug } from '@/lib/api'
import { colomboClock } from '@/calendar/stageState'
import { calendarPagePath } from '@/calendar/links'
import { pageMetadata } from '@/lib/seo'
import { query } from './cache.mjs'

export const dynamic = 'force-dynamic'

type Search = Promise<Record<string, string | string[] | undefined>>

/** The exam ?exam= names: undefined for all exams, null for a value that names none (404). */
async function filterOf(searchParams: Search): Promise<CalendarExam | null | undefined> {
  const exam = (await searchParams)[query.exam]
  if (Array.isArray(exam)) return null
  if (!exam) return undefined
  return impossibleSlug(exam) ? null : findCalendarExam(exam)
}

export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const exam = await filterOf(searchParams)
  if (exam === null) return { title: 'Page not found' }
  return pageMetadata({
    title: exam ? `${exam.name} dates, deadlines and fees` : 'Exam dates, deadlines and fees',
    description:
      'Upcoming entry deadlines, late-entry surcharges, exam days, results days and fees for ' +
      `${exam ? exam.name : 'IELTS, PTE, International GCSE, IAS/IAL and Young Learners'} in Sri Lanka.`,
    path: calendarPagePath(exam?.slug),
  })
}

export default async function ExamCalendarPage({ searchParams }: { searchParams: Search }) {
  const exam = await filterOf(searchParams)
  if (exam === null) notFound()
  const clock = colomboClock()
  const today = clock.day
  const [all, settings] = await Promise.all([getUpcomingSeries({ today }), getSiteSettings()])
  const series = exam ? all.filter((s) => s.exam.slug === exam.slug) : all
  const filters = [
    ...new Map([...all.map((s) => s.exam), ...(exam ? [exam] : [])].map((e) => [e.slug, e])).values(),
  ].sort((a, b) => a.name.localeCompare(b.name))
  const dates = upcomingDates(series, today)
  const next = nextDeadline(dates)
  const nextKey = next ? `${next.series.id}:${next.event.key}` : undefined
  const months = groupByMonth(dates, today)
  const online = await seriesEnteredOnline(
    series.map((s) => s.id),
    clock,
  )

  return (
    <>
      <BreadcrumbJsonLd trail={[{ name: 'Exam calendar', path: '/exam-calendar' }]} />
      <SeriesEventsJsonLd series={series} settings={settings} />
      <PageHeader
        kicker="Exam calendar"
        title={exam ? `${exam.name} dates and fees` : 'Exam dates, deadlines and fees'}
        intro="When to register, what it costs and when the exams and results are. Past dates drop off on their own."
      />
      <div className="bg-mist py-10 sm:py-14">
        <Container>
          <ExamFilter exams={filters} current={exam?.slug} />

          {dates.length === 0 ? (
            <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200/80">
                <h2 className="text-2xl font-bold text-navy">No upcoming dates{exam ? ` for ${exam.name}` : ''} yet</h2>
                <p className="mt-3 leading-relaxed text-slate-600">
                  We add each series as soon as the exam board publishes its dates. Subscribe to have them appear in
                  your calendar, or ask our team.
                </p>
                <a
                  href="/contact-us"
                  className={
                    'mt-5 inline-flex items-center gap-1.5 font-semibold text-teal ' +
                    'underline-offset-4 hover:underline'
                  }
                >
                  Contact us <ArrowRightIcon className="size-4" />
                </a>
              </div>
              <SubscribeLinks exam={exam} />
            </div>
          ) : (
            <>
              <section aria-labelledby="next-dates-heading" className="mt-6 sm:mt-10">
                <h2 id="next-dates-heading" className="text-2xl font-bold text-navy sm:text-3xl">
                  Coming up next
                </h2>
                <p className="mt-1 mb-4 text-slate-600 sm:mt-2 sm:mb-6">
                  The next deadline to enter and the next exam or test day{exam ? '' : ', for each exam'}.
                </p>
                <NextDates summaries={examSummaries(series, today)} highlightKey={nextKey} />
              </section>

              <div className="mt-14 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
                <section aria-labelledby="all-dates-heading">
                  <h2 id="all-dates-heading" className="text-2xl font-bold text-navy sm:text-3xl">
                    All upcoming dates
                  </h2>
                  {months.map((month) => (
                    <section
                      key={month.key}
                      aria-labelledby={`month-${month.key}`}
                      data-month={month.key}
                      className="mt-8 render-near-view"
                    >
                      <h3
                        id={`month-${month.key}`}
                        className="border-b-2 border-amber pb-2 font-display text-xl font-bold text-navy"
                      >
                        {month.label}
                      </h3>
                      <ul className="mt-4 space-y-3">
                        {month.dates.map((date) => {
                          const key = `${date.series.id}:${date.event.key}`
                          return (
                            <DateRow
                              key={key}
                              date={date}
                              clock={clock}
                              address={settings.address}
                              highlight={key === nextKey}
                              level={4}
                              entersOnline={online.has(date.series.id)}
                            />
                          )
                        })}
                      </ul>
                    </section>
                  ))}
                </section>
                <aside className="space-y-6 lg:pt-14">
                  <div className="lg:sticky lg:top-28 space-y-6">
                    <SubscribeLinks exam={exam} tone="navy" />
                    <RemindMe series={series} today={today} id="calendar-remind" withExam={!exam} />
                    {exam && (
                      <a
                        href={exam.path}
                        className={
                          'inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal ' +
                          'underline-offset-4 hover:underline'
                        }
                      >
                        About {exam.name} <ArrowRightIcon className="size-4" />
                      </a>
                    )}
                    <p className="text-sm leading-relaxed text-slate-600">
                      Fees are in Sri Lankan rupees per subject, unit or test as shown; late entries add the surcharge
                      of their stage. Please confirm with our team before you pay.
                    </p>
                  </div>
                </aside>
              </div>
            </>
          )}
        </Container>
      </div>
    </>
  )
}
