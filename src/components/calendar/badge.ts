/** The "Closes in …" / "In … days" pill: urgent within a week, amber for a deadline, grey for other dates (contrast AA on each). */
export function badgeClass(deadline: boolean, daysLeft: number): string {
  const tone = !deadline ? 'bg-slate-100 text-slate-700' : daysLeft <= 7 ? 'bg-coral/10 text-[#9f2436]' : 'bg-amber/20 text-navy-deep'
  return `rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`
}
