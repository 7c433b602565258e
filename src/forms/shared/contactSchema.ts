import * as z from 'zod/mini'
import { emailAddress, requiredText } from './fields'

/** Longest text each contact field takes; the markup's maxLength says the same. */
export const contactLimits = { name: 120, subject: 200, message: 5000 } as const

/** The contact form (docs/product.md, Validation): all four fields required, e-mail checked as an e-mail. */
export const contactSchema = z.object({
  name: requiredText('Full name', contactLimits.name),
  email: emailAddress,
  subject: requiredText('Subject', contactLimits.subject),
  message: requiredText('Message', contactLimits.message),
})

/** The contact form's fields, as posted. */
export const contactFields = Object.keys(contactSchema.shape) as (keyof typeof contactSchema.shape)[]

export type ContactInput = z.input<typeof contactSchema>
export type ContactMessageData = z.output<typeof contactSchema>
