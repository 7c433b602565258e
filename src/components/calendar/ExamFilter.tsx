import type { CalendarExam } from '@/content/examSeries'

const pill = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors'

/** Filter links (?exam=slug): no script needed; the current choice is marked aria-current. */
export function ExamFilter({ exams, current }: { exams: CalendarExam[]; current?: string }) {
  const links = [
    { slug: '', name: 'All exams', href: '/exam-calendar' },
    ...exams.map((e) => ({ ...e, href: `/exam-calendar?exam=${e.slug}` })),
  ]
  return (
    <nav aria-label="Filter by exam">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const active = (current ?? '') === link.slug
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`${pill} ${active ? 'bg-navy text-white' : 'bg-white text-navy ring-1 ring-slate-300 hover:bg-mist'}`}
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
