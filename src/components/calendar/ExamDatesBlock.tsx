import {
  closesIn,
  dateRange,
  eventLabel,
  feeAt,
  formatLkr,
  isDeadline,
  longDate,
  nextSeries,
  seriesTitle,
  startsIn,
  upcomingDates,
} from '@/calendar/upcoming'
import { ArrowRightIcon, CalendarPlusIcon } from '@/components/icons'
import { JsonLd } from '@/components/seo/JsonLd'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getUpcomingSeries, type CalendarExam } from '@/content/examSeries'
import { getSiteSettings } from '@/content/siteSettings'
import { colomboDay, daysBetween } from '@/lib/colomboDay'
import { env } from '@/lib/env'
import { addToGoogleCalendar } from './links'
import { feeOffers, SeriesEventsJsonLd } from './SeriesJsonLd'
import { SubscribeLinks } from './SubscribeLinks'
import { RemindMe } from '@/components/exams/RemindMe'
import { badgeClass } from './badge'

/**
 * "Upcoming dates and fees" on an exam's page: its next series open for entries (every date, the
 * passed ones marked), the fees with when they were checked, the later series, and the links to the
 * calendar and the feed. With `course`, also the exam's schema.org Course with the fees as offers.
 */
export async function ExamDatesBlock({ exam, course }: { exam: CalendarExam; course?: { description: string } }) {
  const today = colomboDay()
  const [series, settings] = await Promise.all([getUpcomingSeries({ exam: exam.slug, today }), getSiteSettings()])
  const next = nextSeries(series, today)
  const courseJsonLd = course && (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: exam.name,
        description: course.description,
        url: `${env().serverUrl}${exam.path}`,
        provider: { '@type': 'Organization', name: settings.company_name, sameAs: env().serverUrl },
        ...(next && next.fees.length > 0 ? { offers: feeOffers(next) } : {}),
      }}
    />
  )
  if (!next) return courseJsonLd || null
  const later = series.filter((s) => s !== next && s.events.some((e) => e.kind === 'exams' && e.start >= today))

  return (
    <Section tone="cream" id="dates-and-fees" labelledBy="dates-and-fees-heading" className="scroll-mt-24">
      {courseJsonLd}
      <SeriesEventsJsonLd series={series} settings={settings} />
      <SectionHeading
        id="dates-and-fees-heading"
        kicker="Dates and fees"
        title="Upcoming dates and fees"
        intro={`${exam.name}, ${seriesTitle(next)}. ${next.notes}`}
      />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div>
          <h3 className="font-display text-xl font-bold text-navy">{seriesTitle(next)}: key dates</h3>
          <ol className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80">
            {next.events.map((event) => {
              const passed = (event.end ?? event.start) < today
              const daysLeft = daysBetween(today, event.start)
              const deadline = isDeadline(event)
              return (
                <li
                  key={event.key}
                  data-series-event={event.kind}
                  data-passed={passed || undefined}
                  className={`flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-6 ${passed ? 'text-slate-500' : ''}`}
                >
                  <div className="min-w-0">
                    <p className={`font-semibold ${passed ? 'line-through decoration-slate-400' : 'text-navy'}`}>
                      {eventLabel(next, event)}
                    </p>
                    <p className="text-sm">
                      {dateRange(event.start, event.end)}
                      {deadline && event.time ? `, ${event.time} Colombo time` : ''}
                      {deadline && feeAt(next, event) ? ` · fee ${feeAt(next, event)}` : ''}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-3">
                    {passed ? (
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                        {deadline ? 'Closed' : 'Passed'}
                      </span>
                    ) : (
                      <>
                        <span className={badgeClass(deadline, daysLeft)}>{deadline ? closesIn(daysLeft) : startsIn(daysLeft)}</span>
                        <a
                          href={addToGoogleCalendar({ series: next, event, daysLeft }, settings.address)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`Add ${exam.name} ${next.name}: ${eventLabel(next, event)} to Google Calendar`}
                          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-teal underline-offset-4 hover:underline sm:min-h-0"
                        >
                          <CalendarPlusIcon className="size-4" />
                          Add to calendar
                        </a>
                      </>
                    )}
                  </div>
                </li>
              )
            })}
          </ol>
          {later.length > 0 && (
            <>
              <h3 className="mt-8 font-display text-lg font-bold text-navy">Later {exam.slug === 'ielts' ? 'test days' : 'series'}</h3>
              <ul className="mt-3 space-y-2 text-sm">
                {later.map((s) => {
                  const sitting = s.events.find((e) => e.kind === 'exams')!
                  const deadline = upcomingDates([s], today).find((d) => isDeadline(d.event))
                  return (
                    <li key={s.id} className="rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200/80">
                      <span className="font-semibold text-navy">{s.name}</span>
                      {': '}
                      {sitting.end ? `exams ${dateRange(sitting.start, sitting.end)}` : `test day ${longDate(sitting.start)}`}
                      {deadline ? `, register by ${longDate(deadline.event.start)}` : ''}
                    </li>
                  )
                })}
              </ul>
            </>
          )}
        </div>

        <div className="space-y-6">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
            <h3 className="font-display text-xl font-bold text-navy">Fees, {next.name}</h3>
            {next.fees.length > 0 ? (
              <dl className="mt-4 space-y-3">
                {next.fees.map((f) => (
                  <div
                    key={f.label}
                    className="flex items-baseline justify-between gap-4 border-b border-slate-100 pb-3 last:border-0 last:pb-0"
                  >
                    <dt className="text-sm text-slate-600">{f.label}</dt>
                    <dd className="shrink-0 font-bold text-navy">{formatLkr(f.amount)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-slate-600">Ask our team for the fees of this series.</p>
            )}
            {next.feesCheckedOn && <p className="mt-4 text-xs text-slate-500">Last checked on {longDate(next.feesCheckedOn)}.</p>}
          </div>
          <SubscribeLinks exam={exam} tone="navy" />
          <RemindMe series={series} today={today} id="dates-remind" />
          <a
            href={`/exam-calendar?exam=${exam.slug}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal underline-offset-4 hover:underline"
          >
            See all dates on the exam calendar <ArrowRightIcon className="size-4" />
          </a>
        </div>
      </div>
    </Section>
  )
}
