import 'server-only'
import type { ClassIntake, Entry, Exam, ExamSeries } from '@/payload-types'
import { payloadClient } from '@/lib/payload'

/** What an entry is for, as its status page titles it: "International GCSE, May/June 2027" or the intake. */
export async function offerTitleOf(entry: Entry): Promise<string> {
  const payload = await payloadClient()
  if (entry.kind === 'class' && entry.intake) {
    const intake =
      typeof entry.intake === 'object'
        ? entry.intake
        : await payload
            .findByID({ collection: 'class-intakes', id: entry.intake, depth: 0, overrideAccess: true })
            .catch(() => null)
    return (intake as ClassIntake | null)?.title ?? 'Class booking'
  }
  if (!entry.series) return 'Exam entry'
  const series =
    typeof entry.series === 'object' && typeof entry.series.exam === 'object'
      ? entry.series
      : await payload
          .findByID({
            collection: 'exam-series',
            id: typeof entry.series === 'object' ? entry.series.id : entry.series,
            depth: 1,
            overrideAccess: true,
          })
          .catch(() => null)
  if (!series) return 'Exam entry'
  const s = series as ExamSeries
  const exam = s.test === 'ielts' ? 'IELTS' : typeof s.exam === 'object' && s.exam ? (s.exam as Exam).name : ''
  return exam ? `${exam}, ${s.name}` : s.name
}
