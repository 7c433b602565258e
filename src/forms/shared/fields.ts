import * as z from 'zod/mini'

// The form schemas run in the browser too, so they use zod's tree-shakable "mini" build; and no
// runtime code generation (the site's Content-Security-Policy forbids eval, and zod would probe for it).
z.config({ jitless: true })

// Field rules shared by every form schema, with messages a visitor can act on.
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    )

export const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`))),
    z.transform((v) => (v === '' ? undefined : v)),
  )

export const EMAIL_MAX_LENGTH = 254

export const emailAddress = z.pipe(
  z
    .string({ error: 'Email address is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'Email address is required.'),
      z.maxLength(EMAIL_MAX_LENGTH, 'Email address is too long.'),
    ),
  z.email('Enter a valid email address, like name@example.com.'),
)

/**
 * A phone number's characters, also the phone input's `pattern` attribute (browsers anchor it and
 * compile it with the `v` flag, where brackets and the hyphen must be escaped inside a class).
 */
export const PHONE_PATTERN = String.raw`\+?[\d\s\(\)\-]{7,20}`

export const phoneNumber = z
  .string({ error: 'Phone number is required.' })
  .check(
    z.trim(),
    z.minLength(1, 'Phone number is required.'),
    z.regex(new RegExp(`^(?:${PHONE_PATTERN})$`), 'Enter a valid phone number, like +94 77 123 4567.'),
  )
