import { z } from 'zod'

// Field rules shared by every form schema, with messages a visitor can act on.
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v === '' ? undefined : v))

export const emailAddress = z
  .string({ error: 'Email address is required.' })
  .trim()
  .min(1, 'Email address is required.')
  .max(254, 'Email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'))

export const phoneNumber = z
  .string({ error: 'Phone number is required.' })
  .trim()
  .min(1, 'Phone number is required.')
  .regex(/^\+?[\d\s()-]{7,20}$/, 'Enter a valid phone number, like +94 77 123 4567.')
