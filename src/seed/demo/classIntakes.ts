import type { SeedContext } from '../context'
import { addDays, colomboDay } from '@/lib/colomboDay'

// Demo IELTS and PTE class intakes, booked online at /enter/class/<id>, dated from the day of seeding.
// The PTE one has only 2 seats, so the waiting list is easy to see.

type DemoIntake = {
  course: 'ielts' | 'pte'
  title: string
  location: string
  start: number
  schedule: string
  fee: number
  capacity: number
}

export const demoIntakes: DemoIntake[] = [
  {
    course: 'ielts',
    title: 'IELTS Academic, weekday evenings',
    location: 'Colombo 7',
    start: 24,
    schedule: 'Mon and Wed, 6–8 pm, 8 weeks',
    fee: 45000,
    capacity: 16,
  },
  {
    course: 'ielts',
    title: 'IELTS General Training, weekend intensive',
    location: 'Kandy',
    start: 38,
    schedule: 'Sat and Sun, 9 am–1 pm, 4 weeks',
    fee: 42000,
    capacity: 12,
  },
  {
    course: 'pte',
    title: 'PTE Academic, Saturday mornings',
    location: 'Online',
    start: 17,
    schedule: 'Sat, 9 am–12 noon, 6 weeks',
    fee: 38000,
    capacity: 2,
  },
]

// Stored at noon in Colombo, so the day reads the same in every time zone an editor may use.
const stored = (day: string) => `${day}T12:00:00.000+05:30`

export async function seedClassIntakes({ ensure }: SeedContext, today = colomboDay()): Promise<void> {
  for (const i of demoIntakes) {
    const { start, ...fields } = i
    await ensure(
      'class-intakes',
      { title: { equals: i.title } },
      { ...fields, startDate: stored(addDays(today, start)), _status: 'published' },
    )
  }
}
