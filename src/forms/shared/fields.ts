import * as z from 'zod/mini'

// The form schemas run in the browser too, so they use zod's tree-shakable "mini" build; and no
// runtime code generation (the site's Content-Security-Policy forbids eval, and zod would probe for it).
z.config({ jitless: true })

// Field rules shared by every form schema, with messages a visitor can act on.
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(z.trim(), z.minLength(1, `${label} is required.`), z.maxLength(max, `${label} must be at most ${max} characters.`))

export const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`))),
    z.transform((v) => (v === '' ? undefined : v)),
  )

export const emailAddress = z.pipe(
  z
    .string({ error: 'Email address is required.' })
    .check(z.trim(), z.minLength(1, 'Email address is required.'), z.maxLength(254, 'Email address is too long.')),
  z.email('Enter a valid email address, like name@example.com.'),
)

export const phoneNumber = z
  .string({ error: 'Phone number is required.' })
  .check(
    z.trim(),
    z.minLength(1, 'Phone number is required.'),
    z.regex(/^\+?[\d\s()-]{7,20}$/, 'Enter a valid phone number, like +94 77 123 4567.'),
  )
