import { CalendarPlusIcon } from '@/components/icons'
import type { CalendarExam } from '@/calendar/series'
import { feedUrls } from './links'

/** "Subscribe": the webcal: feed for calendar apps and the plain .ics file, for every exam or one. */
export function SubscribeLinks({ exam, tone = 'light' }: { exam?: CalendarExam; tone?: 'light' | 'navy' }) {
  const { webcal, ics } = feedUrls(exam?.slug)
  const navy = tone === 'navy'
  return (
    <div className={`rounded-2xl p-5 sm:p-6 ${navy ? 'bg-navy text-white' : 'bg-white ring-1 ring-slate-200/80'}`}>
      <p className={`text-sm font-semibold uppercase tracking-[0.18em] ${navy ? 'text-amber' : 'text-teal'}`}>
        Subscribe
      </p>
      <p className={`mt-2 text-sm leading-relaxed ${navy ? 'text-white/85' : 'text-slate-600'}`}>
        {exam ? `${exam.name} dates` : 'Every exam date'} in your phone’s calendar, updated when we change them.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={webcal}
          className={
            'inline-flex min-h-11 items-center gap-2 rounded-full bg-amber ' +
            'px-5 text-sm font-semibold text-navy-deep hover:bg-[#f7b84f]'
          }
        >
          <CalendarPlusIcon className="size-4" />
          Subscribe{exam ? ` to ${exam.slug === 'ielts' ? 'IELTS' : 'these'} dates` : ''}
        </a>
        <a
          href={ics}
          className={
            'inline-flex min-h-11 items-center rounded-full border-2 px-5 text-sm font-semibold ' +
            (navy
              ? 'border-white/60 hover:bg-white hover:text-navy'
              : 'border-navy text-navy hover:bg-navy hover:text-white')
          }
        >
          Download .ics
        </a>
      </div>
    </div>
  )
}
