import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { entrySchema, joinDateOfBirth } from '@/forms/shared/entrySchema'

// The entry form's one schema (src/forms/shared/entrySchema.ts): what a parent must give, in words they can act on.

const good = {
  fullName: '  Nimali Perera ',
  dateOfBirth: '2010-04-23',
  gender: 'F',
  idNumber: '2010 1234 5678',
  email: 'parent@example.lk',
  mobile: '+94 77 123 4567',
  subjects: ['0', '4PH1'],
  consent: '1',
  formKey: '0b8f8a8e-2f35-4c55-9a4b-1d9d8f9c2b11',
}
const messages = (r: ReturnType<ReturnType<typeof entrySchema>['safeParse']>) =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))

describe('entrySchema', () => {
  it('accepts a complete exam entry, trimmed, with the ID number in capitals without spaces', () => {
    const r = entrySchema('exam').safeParse(good)
    expect(r.success).toBe(true)
    expect(r.data).toMatchObject({ fullName: 'Nimali Perera', idNumber: '201012345678', subjects: ['0', '4PH1'] })
  })

  it('takes one subject posted as a plain string', () => {
    expect(entrySchema('exam').parse({ ...good, subjects: '2' }).subjects).toEqual(['2'])
  })

  it('asks an exam entry for the board’s details, subjects and consent, without echoing them', () => {
    const r = entrySchema('exam').safeParse({
      ...good,
      dateOfBirth: '',
      gender: '',
      idNumber: '',
      subjects: [],
      consent: undefined,
    })
    expect(messages(r)).toEqual({
      dateOfBirth: 'Date of birth is required.',
      gender: 'Choose female or male, as on the ID.',
      idNumber: 'NIC or passport number is required.',
      subjects: 'Choose at least one subject.',
      consent: 'Tick the box to agree to how we use these details; we cannot enter you otherwise.',
    })
  })

  it('refuses an impossible date of birth and a malformed ID number with messages that do not repeat them', () => {
    const r = entrySchema('exam').safeParse({ ...good, dateOfBirth: '2010-02-30', idNumber: '99-12345/V' })
    const m = messages(r)
    expect(m.dateOfBirth).toBe('Enter a real date of birth: day, month and year, like 23 4 2010.')
    expect(m.idNumber).toBe('Use only the letters and digits of the NIC or passport number.')
    expect(JSON.stringify(m)).not.toContain('2010-02-30')
  })

  it('reads the form’s day, month and year boxes as one date of birth, and refuses a box left empty', () => {
    const boxes = (day: string, month: string, year: string) => {
      const { dateOfBirth: _given, ...rest } = good
      return joinDateOfBirth({ ...rest, dateOfBirthDay: day, dateOfBirthMonth: month, dateOfBirthYear: year })
    }
    expect(entrySchema('exam').parse(boxes(' 3', '4 ', '2010')).dateOfBirth).toBe('2010-04-03')
    expect(entrySchema('exam').parse(boxes('23', '04', '2010')).dateOfBirth).toBe('2010-04-23')
    expect(messages(entrySchema('exam').safeParse(boxes('23', '', '2010'))).dateOfBirth).toBe(
      'Enter a real date of birth: day, month and year, like 23 4 2010.',
    )
    expect(messages(entrySchema('exam').safeParse(boxes('1', '13', '2010'))).dateOfBirth).toMatch(/^Enter a real date/)
    expect(messages(entrySchema('exam').safeParse(boxes('', '', ''))).dateOfBirth).toBe('Date of birth is required.')
    // An API client's own `dateOfBirth` wins over stray boxes.
    expect(joinDateOfBirth({ dateOfBirth: '2010-04-23', dateOfBirthDay: '1' }).dateOfBirth).toBe('2010-04-23')
  })

  it('books a class with name, e-mail, mobile and consent only', () => {
    const { fullName, email, mobile, consent, formKey } = good
    expect(entrySchema('class').safeParse({ fullName, email, mobile, consent, formKey }).success).toBe(true)
  })

  it('needs the details of a requested access arrangement and a form key from the page', () => {
    const r = entrySchema('exam').safeParse({ ...good, accessArrangements: '1', formKey: 'abc' })
    expect(messages(r)).toEqual({
      accessDetails: 'Tell us which access arrangements are needed, or untick the box.',
      formKey: 'The form has expired. Reload the page and try again.',
    })
  })

  it('is plain zod mini (it runs in the browser too)', () => {
    expect(entrySchema('exam')).toBeInstanceOf(z.ZodMiniObject)
  })
})
