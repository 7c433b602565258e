import * as z from 'zod/mini'
import { emailAddress, requiredText } from './fields'

/** The contact form (spec §5): all four fields required, e-mail checked as an e-mail. */
export const contactSchema = z.object({
  name: requiredText('Full name', 120),
  email: emailAddress,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactMessageData = z.output<typeof contactSchema>
