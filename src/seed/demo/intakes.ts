// The IELTS enquiry form's "Proposed intake" choices, counted from the day of seeding so they never lie in the past.

/** Universities' usual intakes: February, May, July and September. */
const INTAKE_MONTHS = [
  { month: 2, value: 'feb', label: 'February' },
  { month: 5, value: 'may', label: 'May' },
  { month: 7, value: 'july', label: 'July' },
  { month: 9, value: 'sep', label: 'September' },
] as const

export type IntakeChoice = { value: string; label: string }

/**
 * The next `count` intakes after `today` ("YYYY-MM-DD", Colombo), e.g. { value: 'feb2027', label:
 * 'February 2027' }, then "Other". An intake in today's month has begun, so it is left out.
 */
export function upcomingIntakes(today: string, count = 8): IntakeChoice[] {
  const [year, month] = today.split('-').map(Number)
  const choices: IntakeChoice[] = []
  for (let y = year; choices.length < count; y++) {
    for (const intake of INTAKE_MONTHS) {
      if (choices.length === count) break
      if (y === year && intake.month <= month) continue
      choices.push({ value: `${intake.value}${y}`, label: `${intake.label} ${y}` })
    }
  }
  return [...choices, { value: 'other', label: 'Other' }]
}

/** The first day of an intake's month ("YYYY-MM-01") from its value; undefined for "other" and editors' own values. */
export function intakeMonthStart(value: string): string | undefined {
  const match = /^([a-z]+)(\d{4})$/.exec(value)
  const intake = match && INTAKE_MONTHS.find((i) => i.value === match[1])
  return intake ? `${match[2]}-${String(intake.month).padStart(2, '0')}-01` : undefined
}
