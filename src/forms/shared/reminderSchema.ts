import * as z from 'zod/mini'
import { emailAddress } from './fields'

/** "Remind me" (src/components/exams/RemindMe.tsx): an address and the series to be reminded of. */
export const reminderSchema = z.object({
  email: emailAddress,
  series: z.pipe(
    z
      .string({ error: 'Choose the dates to be reminded of.' })
      .check(z.trim(), z.regex(/^[1-9]\d{0,9}$/, 'Choose the dates to be reminded of.')),
    z.transform(Number),
  ),
})

export type ReminderInput = z.input<typeof reminderSchema>
export type ReminderRequest = z.output<typeof reminderSchema>
