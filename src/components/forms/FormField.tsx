import type React from 'react'
import { form } from '@/browser/contract'

const control =
  'mt-2 block w-full scroll-mt-52 rounded-xl border-0 bg-white px-4 py-3 text-base text-ink ' +
  'shadow-sm ring-1 ring-slate-300 placeholder:text-slate-400 focus:outline-none focus:ring-2 ' +
  'focus:ring-teal aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral sm:scroll-mt-44'

type Common = {
  name: string
  label: string
  error?: string
  required?: boolean
  defaultValue?: string
  className?: string
}

function Frame({
  name,
  label,
  error,
  required,
  hint,
  className = '',
  children,
}: Common & { hint?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={form.fieldId(name)} className="block text-sm font-semibold text-navy">
        {label}
        {required ? (
          <span className="text-coral" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-500"> (optional)</span>
        )}
      </label>
      {hint && (
        <p id={`${form.fieldId(name)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {/* Always there, so the form script (src/browser/forms.ts) can fill it in. */}
      <p id={form.fieldErrorId(name)} hidden={!error} className="mt-1.5 text-sm font-medium text-[#A12A3A]">
        {error}
      </p>
    </div>
  )
}

const aria = (name: string, error?: string, hint?: string) => ({
  id: form.fieldId(name),
  name,
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [hint ? `${form.fieldId(name)}-hint` : '', error ? form.fieldErrorId(name) : ''].join(' ').trim() || undefined,
})

/**
 * A labelled input with its error message wired for screen readers. Its constraint attributes match
 * the schema, so a browser without the form script checks them before posting.
 */
export function TextField(
  props: Common & {
    type?: 'text' | 'email' | 'tel'
    autoComplete?: string
    maxLength?: number
    pattern?: string
    title?: string
    hint?: string
    inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  },
) {
  return (
    <Frame {...props}>
      <input
        {...aria(props.name, props.error, props.hint)}
        type={props.type ?? 'text'}
        required={props.required}
        maxLength={props.maxLength}
        pattern={props.pattern}
        title={props.title}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        className={control}
      />
    </Frame>
  )
}

export function TextArea(props: Common & { rows?: number; maxLength?: number; hint?: string }) {
  return (
    <Frame {...props}>
      <textarea
        {...aria(props.name, props.error, props.hint)}
        required={props.required}
        maxLength={props.maxLength}
        rows={props.rows ?? 5}
        defaultValue={props.defaultValue}
        className={control}
      />
    </Frame>
  )
}

export function SelectField(props: Common & { options: { value: string; label: string }[]; autoComplete?: string }) {
  return (
    <Frame {...props}>
      <select
        {...aria(props.name, props.error)}
        autoComplete={props.autoComplete}
        required={props.required}
        defaultValue={props.defaultValue ?? ''}
        className={control}
      >
        <option value="">Choose…</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  )
}

/** Hidden from people (and from assistive technology); bots fill it in. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={form.fieldId(name)}>Leave this empty</label>
      <input id={form.fieldId(name)} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** A field's name with the error and kept value a result brings back, to spread on TextField and friends. */
export function resultFields(result: { errors?: Record<string, string>; values?: Record<string, string> } | null) {
  return (name: string) => ({ name, error: result?.errors?.[name], defaultValue: result?.values?.[name] })
}
