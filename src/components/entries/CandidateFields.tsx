import type React from 'react'
import { form } from '@/browser/contract'
import { TextField } from '@/components/forms/FormField'
import { DATE_OF_BIRTH_PARTS, entryLimits } from '@/forms/shared/entrySchema'
import { EMAIL_MAX_LENGTH, PHONE_PATTERN } from '@/forms/shared/fields'

type Field = (name: string) => { name: string; error?: string; defaultValue?: string }

const DATE_BOX = [
  'mt-1 block rounded-xl border-0 bg-white px-3 py-3 text-base text-ink shadow-sm ring-1',
  'focus:outline-none focus:ring-2 focus:ring-teal',
].join(' ')

/**
 * The candidate as the board needs them: the name exactly as on the identity document, date of birth,
 * gender and identity number for an exam entry; a class booking asks only who and how to reach them.
 */
export function CandidateFields({ field, exam }: { field: Field; exam: boolean }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-1 font-display text-xl font-bold text-navy">
        {exam ? 'The candidate' : 'The student'}
      </legend>
      <TextField
        {...field('fullName')}
        label="Full name"
        hint={exam ? 'Exactly as on the NIC or passport: the certificate shows it.' : undefined}
        required
        maxLength={entryLimits.fullName}
        autoComplete="name"
        className="sm:col-span-2"
      />
      {exam && (
        <>
          <DateOfBirthField field={field} />
          <GenderField {...field('gender')} />
          <TextField
            {...field('idNumber')}
            label="NIC or passport number"
            required
            maxLength={entryLimits.idNumber}
            autoComplete="off"
          />
          <TextField
            {...field('previousCandidateNumber')}
            label="Previous candidate number"
            hint="If they sat a Pearson Edexcel exam before."
            maxLength={entryLimits.candidateNumber}
            autoComplete="off"
          />
        </>
      )}
      <TextField
        {...field('school')}
        label="School"
        maxLength={entryLimits.school}
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <TextField
        {...field('email')}
        label="Email address"
        hint="The confirmation and the link to this entry go here."
        type="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="email"
      />
      <TextField
        {...field('mobile')}
        label="Mobile"
        type="tel"
        required
        pattern={PHONE_PATTERN}
        title="A phone number, like +94 77 123 4567"
        maxLength={20}
        autoComplete="tel"
      />
    </fieldset>
  )
}

/** Female or male, as the board records it: two large radio buttons. */
function GenderField({ name, error, defaultValue }: { name: string; error?: string; defaultValue?: string }) {
  return (
    <FieldGroup name={name} legend="Gender" error={error}>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {[
          ['F', 'Female'],
          ['M', 'Male'],
        ].map(([value, label]) => (
          <label
            key={value}
            className={
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl bg-white px-4 text-base shadow-sm ring-1 ' +
              'has-[:checked]:ring-2 has-[:checked]:ring-teal ' +
              (error ? 'ring-2 ring-coral' : 'ring-slate-300')
            }
          >
            <input
              type="radio"
              name={name}
              value={value}
              required
              defaultChecked={defaultValue === value}
              className="size-5 accent-teal"
            />
            {label}
          </label>
        ))}
      </div>
    </FieldGroup>
  )
}

/** Day, month and year in three boxes, as on the identity document: quicker than a calendar for a remembered date. */
function DateOfBirthField({ field }: { field: Field }) {
  const { name, error } = field('dateOfBirth')
  const boxes = [
    { label: 'Day', name: DATE_OF_BIRTH_PARTS.day, size: 'w-16', maxLength: 2, autoComplete: 'bday-day' },
    { label: 'Month', name: DATE_OF_BIRTH_PARTS.month, size: 'w-16', maxLength: 2, autoComplete: 'bday-month' },
    { label: 'Year', name: DATE_OF_BIRTH_PARTS.year, size: 'w-24', maxLength: 4, autoComplete: 'bday-year' },
  ]
  return (
    <FieldGroup name={name} legend="Date of birth" hint="For example, 23 4 2010" error={error}>
      <div className="mt-1 flex gap-3">
        {boxes.map((box) => (
          <label key={box.name} className="text-sm text-slate-700">
            {box.label}
            <input
              name={box.name}
              inputMode="numeric"
              pattern="[0-9]*"
              required
              maxLength={box.maxLength}
              autoComplete={box.autoComplete}
              defaultValue={field(box.name).defaultValue}
              aria-invalid={error ? true : undefined}
              className={`${DATE_BOX} ${box.size} ${error ? 'ring-2 ring-coral' : 'ring-slate-300'}`}
            />
          </label>
        ))}
      </div>
    </FieldGroup>
  )
}

/** A required question answered in several controls: the legend names it, the error under it is tied to the group. */
function FieldGroup({
  name,
  legend,
  hint,
  error,
  children,
}: {
  name: string
  legend: string
  hint?: string
  error?: string
  children: React.ReactNode
}) {
  const hintId = `${form.fieldId(name)}-hint`
  return (
    <fieldset
      id={form.fieldId(name)}
      aria-describedby={[hint ? hintId : '', error ? form.fieldErrorId(name) : ''].join(' ').trim() || undefined}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
      className="scroll-mt-52"
    >
      <legend className="block text-sm font-semibold text-navy">
        {legend}
        <span className="text-coral" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <p id={form.fieldErrorId(name)} hidden={!error} className="mt-1.5 text-sm font-medium text-[#A12A3A]">
        {error}
      </p>
    </fieldset>
  )
}
