import { formatLkr, longDate } from '@/calendar/upcoming'
import { ArrowRightIcon, MapPinIcon } from '@/components/icons'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getOpenIntakes } from '@/content/entryOffers'

/**
 * The next class intakes of a course (IELTS or PTE preparation) with their seats: "Book a seat", or
 * "Join the waiting list" when full. Nothing when no intake is open. Plain links, no script.
 */
export async function ClassIntakes({ course, tone = 'mist' }: { course: 'ielts' | 'pte'; tone?: 'mist' | 'white' }) {
  const intakes = await getOpenIntakes(course)
  if (intakes.length === 0) return null
  const name = course === 'ielts' ? 'IELTS' : 'PTE'
  return (
    <Section tone={tone} id="classes" labelledBy="classes-heading" className="scroll-mt-24">
      <SectionHeading
        id="classes-heading"
        kicker="Book a class"
        title={`Next ${name} preparation classes`}
        intro={
          'Book a seat and pay online by card or bank transfer. A full ' +
          'class has a waiting list: you pay only when a seat is yours.'
        }
      />
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {intakes.map((i) => {
          const full = i.seatsLeft === 0
          return (
            <li
              key={i.id}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80"
              data-intake={i.id}
            >
              <h3 className="font-display text-lg font-bold leading-snug text-navy">{i.title}</h3>
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
                <MapPinIcon className="size-4 shrink-0 text-teal" />
                {i.location}
              </p>
              <dl className="mt-4 space-y-1.5 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Starts</dt>
                  <dd className="font-semibold text-navy">{longDate(i.startDate)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">When</dt>
                  <dd className="text-right font-semibold text-navy">{i.schedule}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Course fee</dt>
                  <dd className="font-semibold text-navy">{formatLkr(i.fee)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Seats</dt>
                  <dd
                    className={`font-semibold ${full ? 'text-[#A12A3A]' : 'text-teal-dark'}`}
                    data-seats-left={i.seatsLeft}
                  >
                    {full ? 'Full' : `${i.seatsLeft} left`}
                  </dd>
                </div>
              </dl>
              <a
                href={`/enter/class/${i.id}`}
                aria-label={`${full ? 'Join the waiting list' : 'Book a seat'}: ${i.title}`}
                className={
                  'mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm ' +
                  'font-semibold transition-colors ' +
                  (full
                    ? 'border-2 border-navy text-navy hover:bg-navy hover:text-white'
                    : 'bg-amber text-navy-deep shadow-sm hover:bg-[#f7b84f]')
                }
              >
                {full ? 'Join the waiting list' : 'Book a seat'} <ArrowRightIcon className="size-4" />
              </a>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
