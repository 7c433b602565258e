import type { SeriesState, StageState } from '@/calendar/stageState'

/** The "Closes in …" / "In … days" pill: urgent within a week, amber for a deadline, else grey (contrast AA). */
export function badgeClass(deadline: boolean, daysLeft: number): string {
  const tone = !deadline
    ? 'bg-slate-100 text-slate-700'
    : daysLeft <= 7
      ? 'bg-coral/10 text-[#9f2436]'
      : 'bg-amber/20 text-navy-deep'
  return `rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`
}

const TONES: Record<StageState | SeriesState, string> = {
  upcoming: 'bg-slate-100 text-slate-700',
  'opens-soon': 'bg-slate-100 text-slate-700',
  open: 'bg-teal/10 text-teal-dark',
  'closing-soon': 'bg-coral/10 text-[#9f2436]',
  closed: 'bg-slate-200 text-slate-700',
  'under-way': 'bg-navy text-white',
  'exams-under-way': 'bg-navy text-white',
  finished: 'bg-slate-100 text-slate-600',
  'awaiting-results': 'bg-amber/20 text-navy-deep',
  'results-out': 'bg-teal-dark text-white',
}

/** A stage's or series' state as a pill: open in teal, closing soon in coral, closed in grey (contrast AA). */
export const stateBadgeClass = (state: StageState | SeriesState): string =>
  `inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`
