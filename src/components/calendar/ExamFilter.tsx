import { calendarPagePath } from '@/calendar/links'
import type { CalendarExam } from '@/calendar/series'

const pill = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors'

/** Filter links (?exam=slug): no script needed; the current choice is marked aria-current. */
export function ExamFilter({ exams, current }: { exams: CalendarExam[]; current?: string }) {
  const links = [
    { slug: '', name: 'All exams', href: calendarPagePath() },
    ...exams.map((e) => ({ ...e, href: calendarPagePath(e.slug) })),
  ]
  return (
    <nav aria-label="Filter by exam">
      <ul
        className={
          '-mx-5 flex snap-x scroll-px-5 gap-2 overflow-x-auto px-5 ' +
          'pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0'
        }
      >
        {links.map((link) => {
          const active = (current ?? '') === link.slug
          return (
            <li key={link.href} className="shrink-0 snap-start">
              <a
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={
                  `${pill} ` +
                  (active ? 'bg-navy text-white' : 'bg-white text-navy ring-1 ring-slate-300 hover:bg-mist')
                }
              >
                {link.name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
