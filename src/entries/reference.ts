// An entry's human-readable reference, e.g. LA-MJ27-00042: the series (or course) and a number. Pure.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** "MJ27" for "May/June 2027", "ON26" for "October/November 2026", "DE26" for "12 December 2026", "FA27"… */
export function seriesCode(name: string, fallbackYear: string): string {
  const year = (/\b(20\d\d)\b/.exec(name)?.[1] ?? fallbackYear).slice(2)
  const words = name.match(/[A-Za-z]+/g) ?? []
  const months = words.filter((w) => MONTHS.includes(w.slice(0, 3).toLowerCase()) && w.length >= 3)
  const capitals = words.filter((w) => /^[A-Z]/.test(w))
  // One capitalised word ("Festival 2027") gives its first two letters, several their initials.
  const initials =
    capitals.length === 1
      ? capitals[0].slice(0, 2)
      : capitals
          .map((w) => w[0])
          .join('')
          .slice(0, 3)
  const letters =
    months.length > 1
      ? months.map((m) => m[0]).join('')
      : months.length === 1
        ? months[0].slice(0, 2)
        : initials || 'EN'
  return `${letters.toUpperCase()}${year}`
}

/** "IE27" for an IELTS class starting in 2027, "PT26" for PTE. */
export const intakeCode = (course: string, startDay: string) =>
  `${course.slice(0, 2).toUpperCase()}${startDay.slice(2, 4)}`

/** The reference of entry number `n` under a code: LA-MJ27-00042. */
export const referenceOf = (code: string, n: number) => `LA-${code}-${String(n).padStart(5, '0')}`
