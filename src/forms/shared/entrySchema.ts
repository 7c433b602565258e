import * as z from 'zod/mini'
import { emailAddress, optionalText, phoneNumber, requiredText } from './fields'

// The online entry form (/enter/exam/<id>, /enter/class/<id>), checked alike in the browser and on the
// server. The messages never repeat an identity number or a date of birth back (docs/entries.md).

/** Longest text each entry field takes; the markup's maxLength says the same. */
export const entryLimits = {
  fullName: 120,
  idNumber: 20,
  candidateNumber: 20,
  school: 120,
  accessDetails: 2000,
} as const

const DAY = /^\d{4}-\d{2}-\d{2}$/
// Month 00 or 13 is an invalid Date, whose toISOString throws: checked first.
const realDay = (v: string) => {
  const date = new Date(`${v}T00:00:00Z`)
  return DAY.test(v) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v
}

/** The form asks day, month and year in three boxes (a remembered date needs no calendar); JSON sends `dateOfBirth`. */
export const DATE_OF_BIRTH_PARTS = {
  day: 'dateOfBirthDay',
  month: 'dateOfBirthMonth',
  year: 'dateOfBirthYear',
} as const

/** A form post's three date boxes as one `dateOfBirth` (2010-04-23); a post sending `dateOfBirth` is left as is. */
export function joinDateOfBirth(raw: Record<string, unknown>): Record<string, unknown> {
  const part = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : '')
  const [day, month, year] = [
    part(DATE_OF_BIRTH_PARTS.day),
    part(DATE_OF_BIRTH_PARTS.month),
    part(DATE_OF_BIRTH_PARTS.year),
  ]
  if (raw.dateOfBirth !== undefined || (!day && !month && !year)) return raw
  return { ...raw, dateOfBirth: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` }
}

const dateOfBirth = z.optional(
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || realDay(v), 'Enter a real date of birth: day, month and year, like 23 4 2010.'),
    z.refine(
      (v) => v === '' || (v >= '1920-01-01' && v <= new Date().toISOString().slice(0, 10)),
      'Check the date of birth.',
    ),
  ),
)

// A form post sends one subject as a string, several as an array; JSON sends an array.
const subjects = z.pipe(
  z.optional(z.union([z.string(), z.array(z.union([z.string(), z.number()]))])),
  z.transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).map(String).filter((s) => s.trim() !== ''))),
)

const checkbox = z.optional(z.string())

const entryObject = z.object({
  fullName: requiredText('Name as on the ID', entryLimits.fullName),
  dateOfBirth,
  gender: z.optional(z.enum(['F', 'M', ''], { error: 'Choose female or male, as on the ID.' })),
  idNumber: z.pipe(
    optionalText('NIC or passport number', entryLimits.idNumber),
    z.transform((v) => v?.replace(/\s+/g, '').toUpperCase()),
  ),
  previousCandidateNumber: optionalText('Previous candidate number', entryLimits.candidateNumber),
  school: optionalText('School', entryLimits.school),
  email: emailAddress,
  mobile: phoneNumber,
  subjects,
  accessArrangements: checkbox,
  accessDetails: optionalText('Access arrangements', entryLimits.accessDetails),
  consent: checkbox,
  // An API client's own idempotency key; the form sends none (src/entries/formKey.ts makes one from what was sent).
  formKey: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
          'The form has expired. Reload the page and try again.',
        ),
      ),
  ),
  // The fee stage the form showed ("standard", "late-1"…): a different one at submission is told, not charged.
  quotedStage: optionalText('Stage', 40),
})

export type EntryKind = 'exam' | 'class'
/** What an entry is for: a series (an exam entry) or an intake (a class booking), by id. */
export type OfferRef = { kind: EntryKind; id: number }

/** The form's fields, exactly what it sends. */
export const entryFields = Object.keys(entryObject.shape) as (keyof typeof entryObject.shape)[]

/** The entry form of an exam entry (the board needs the candidate's details and subjects) or a class booking. */
export function entrySchema(kind: EntryKind) {
  return entryObject.check(
    z.superRefine((data, ctx) => {
      const need = (ok: unknown, path: string, message: string) =>
        ok || ctx.addIssue({ code: 'custom', path: [path], message })
      need(
        data.consent === '1',
        'consent',
        'Tick the box to agree to how we use these details; we cannot enter you otherwise.',
      )
      if (data.accessArrangements === '1')
        need(data.accessDetails, 'accessDetails', 'Tell us which access arrangements are needed, or untick the box.')
      if (kind !== 'exam') return
      need(data.dateOfBirth, 'dateOfBirth', 'Date of birth is required.')
      need(data.gender, 'gender', 'Choose female or male, as on the ID.')
      need(data.idNumber, 'idNumber', 'NIC or passport number is required.')
      if (data.idNumber && !/^[A-Z0-9]{5,20}$/.test(data.idNumber))
        ctx.addIssue({
          code: 'custom',
          path: ['idNumber'],
          message: 'Use only the letters and digits of the NIC or passport number.',
        })
      need(data.subjects.length > 0, 'subjects', 'Choose at least one subject.')
    }),
  )
}

export type EntryInput = z.input<ReturnType<typeof entrySchema>>
export type EntryData = z.output<ReturnType<typeof entrySchema>>
