import type React from 'react'
import { feeNounOf, formatLkr, longDate, nextSeries } from '@/calendar/upcoming'
import { colomboClock } from '@/calendar/stageState'
import { calendarPagePath } from '@/calendar/links'
import { ArrowRightIcon } from '@/components/icons'
import { JsonLd } from '@/components/seo/JsonLd'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getUpcomingSeries } from '@/content/examSeries'
import type { CalendarExam } from '@/calendar/series'
import { getSiteSettings } from '@/content/siteSettings'
import { env } from '@/lib/env'
import { feeOffers, SeriesEventsJsonLd } from './SeriesJsonLd'
import { SeriesDates } from './SeriesDates'
import { SubscribeLinks } from './SubscribeLinks'
import { RemindMe } from '@/components/exams/RemindMe'
import { EnterOnlineLink } from '@/components/entries/EnterOnlineLink'
import { seriesEnteredOnline } from '@/content/entryOffers'

/**
 * "Upcoming dates and fees" on an exam's page: every upcoming series in date order with its state, the
 * one a candidate can enter next unfolded with each stage's state; its fees, named as entry or test
 * fees, with when they were checked; the links to the calendar and the feed. An exam without dates
 * says how to get them. With `course`, also the exam's schema.org Course with the fees as offers.
 */
export async function ExamDatesBlock({
  exam,
  course,
  feeNote,
}: {
  exam: CalendarExam
  course?: { description: string }
  /** A line under the fees, e.g. that course fees are separate. */
  feeNote?: string
}) {
  const clock = colomboClock()
  const [series, settings] = await Promise.all([
    getUpcomingSeries({ exam: exam.slug, today: clock.day }),
    getSiteSettings(),
  ])
  const next = nextSeries(series, clock.day)
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
  if (!next) return <NoDatesYet exam={exam}>{courseJsonLd}</NoDatesYet>
  const feeNoun = feeNounOf(next)
  const fees = `${feeNoun}s`
  const online = await seriesEnteredOnline(
    series.map((s) => s.id),
    clock,
  )

  return (
    <Section tone="cream" id="dates-and-fees" labelledBy="dates-and-fees-heading" className="scroll-mt-24">
      {courseJsonLd}
      <SeriesEventsJsonLd series={series} settings={settings} />
      <SectionHeading
        id="dates-and-fees-heading"
        kicker={`Dates and ${fees}`}
        title={`Upcoming dates and ${fees}`}
        intro={
          `${exam.name}: ` +
          `${series.length === 1 ? 'the next series' : 'every upcoming series, soonest first'}. ${next.notes}`
        }
      />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="space-y-3" data-series-list>
          {series.map((s) => (
            <SeriesDates
              key={s.id}
              series={s}
              clock={clock}
              open={s === next}
              examName={exam.name}
              feeNoun={feeNounOf(s)}
              address={settings.address}
            >
              {online.has(s.id) && <EnterOnlineLink seriesId={s.id} label={`Enter online: ${exam.name}, ${s.name}`} />}
            </SeriesDates>
          ))}
        </div>

        <div className="space-y-6">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80" data-fees={feeNoun}>
            <h3 className="font-display text-xl font-bold text-navy">
              {feeNoun === 'test fee' ? 'Test fees' : 'Entry fees'}, {next.name}
            </h3>
            {next.fees.length > 0 ? (
              <dl className="mt-4 space-y-3">
                {next.fees.map((f) => (
                  <div
                    key={f.label}
                    className={
                      'flex items-baseline justify-between gap-4 border-b ' +
                      'border-slate-100 pb-3 last:border-0 last:pb-0'
                    }
                  >
                    <dt className="text-sm text-slate-600">{f.label}</dt>
                    <dd className="shrink-0 font-bold text-navy">{formatLkr(f.amount)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-slate-600">Ask our team for the {fees} of this series.</p>
            )}
            {feeNote && <p className="mt-4 text-sm text-slate-600">{feeNote}</p>}
            {next.feesCheckedOn && (
              <p className="mt-4 text-xs text-slate-500">Last checked on {longDate(next.feesCheckedOn)}.</p>
            )}
            {online.has(next.id) && (
              <EnterOnlineLink
                seriesId={next.id}
                label={`Enter online: ${exam.name}, ${next.name}`}
                className="mt-5 w-full"
              />
            )}
          </div>
          <SubscribeLinks exam={exam} tone="navy" />
          <RemindMe series={series} today={clock.day} id="dates-remind" />
          <CalendarLink exam={exam} />
        </div>
      </div>
    </Section>
  )
}

function CalendarLink({ exam }: { exam: CalendarExam }) {
  return (
    <a
      href={calendarPagePath(exam.slug)}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal underline-offset-4 hover:underline"
    >
      See all dates on the exam calendar <ArrowRightIcon className="size-4" />
    </a>
  )
}

/** An exam with no series ahead: how a family gets its dates instead of silence. */
function NoDatesYet({ exam, children }: { exam: CalendarExam; children?: React.ReactNode }) {
  return (
    <Section tone="cream" id="dates-and-fees" labelledBy="dates-and-fees-heading" className="scroll-mt-24">
      {children}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12" data-no-dates>
        <div>
          <SectionHeading
            id="dates-and-fees-heading"
            kicker="Dates and fees"
            title={`${exam.name}: how to get the dates`}
            className="mb-4"
          />
          <p className="max-w-prose leading-relaxed text-slate-700">
            There are no {exam.name} dates on our calendar yet. We add them as soon as they are confirmed. Until then,
            our team gives you the next dates and fees by phone or e-mail, and a subscription to this exam’s calendar
            shows them in your phone’s calendar the day we publish them.
          </p>
          <a
            href="/contact-us"
            className={
              'mt-5 inline-flex min-h-11 items-center gap-1.5 ' +
              'font-semibold text-teal underline-offset-4 hover:underline'
            }
          >
            Ask our team for the dates <ArrowRightIcon className="size-4" />
          </a>
        </div>
        <SubscribeLinks exam={exam} tone="navy" />
      </div>
    </Section>
  )
}
