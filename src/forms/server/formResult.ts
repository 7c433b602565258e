import { z } from 'zod'
import { contactFields } from '@/forms/shared/contactSchema'
import { enquiryFields, type EnquiryCourse } from '@/forms/shared/enquirySchema'
import { rateLimitMessage, successMessage } from '@/forms/shared/messages'
import type { SubmitOutcome } from './submit'

/**
 * Which form a result belongs to: the contact form or an enquiry form by course; "enquiry" when the
 * course could not be read (a body too large or malformed), so either enquiry form may show it.
 */
export type FormName = 'contact' | EnquiryCourse | 'enquiry'

/** What a form shows after a plain (no-JavaScript) post; stored until the page shows it once. */
export const formResultSchema = z.object({
  form: z.enum(['contact', 'IELTS', 'PTE', 'enquiry']),
  status: z.enum(['success', 'invalid', 'error']),
  message: z.string(),
  /** The stored message's reference, on success. */
  reference: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  values: z.record(z.string(), z.string()).optional(),
  expiresAt: z.number(),
})
export type FormResult = z.infer<typeof formResultSchema>
export type NewFormResult = Omit<FormResult, 'expiresAt'>

export const INVALID_MESSAGE = 'Some fields need attention.'

/** The page each form lives on: where a plain post returns when the Referer names no site page. */
export const formPages: Record<FormName, string> = {
  contact: '/contact-us',
  IELTS: '/examinations/IELTS',
  PTE: '/examinations/pte-contact',
  enquiry: '/examinations/IELTS',
}

/** PTE keeps the visitor's fields after a successful send; contact and IELTS clear them (docs/product.md, Forms). */
export const keepsFieldsOnSuccess = (form: FormName) => form === 'PTE'

/** An enquiry's form, from its posted course. */
export function enquiryFormOf(raw: Record<string, unknown> | undefined): FormName {
  return raw?.title === 'IELTS' || raw?.title === 'PTE' ? raw.title : 'enquiry'
}

/** Whether a stored result is for this form on the page. */
export function isResultFor(result: FormResult, form: FormName): boolean {
  return result.form === form || (result.form === 'enquiry' && (form === 'IELTS' || form === 'PTE'))
}

/** The visitor's own text fields of this form, to put back into it (never the honeypot or anything else posted). */
function formValues(form: FormName, raw: Record<string, unknown>): Record<string, string> {
  const names: readonly string[] = form === 'contact' ? contactFields : enquiryFields
  return Object.fromEntries(names.flatMap((name) => (typeof raw[name] === 'string' ? [[name, raw[name]]] : [])))
}

/** A submission's outcome as the result the page shows; values follow the same rules as with JavaScript. */
export function resultOf(form: FormName, outcome: SubmitOutcome, raw: Record<string, unknown>): NewFormResult {
  const values = formValues(form, raw)
  switch (outcome.kind) {
    case 'stored':
      return {
        form,
        status: 'success',
        message: successMessage(outcome.reference),
        reference: outcome.reference,
        ...(keepsFieldsOnSuccess(form) ? { values } : {}),
      }
    case 'invalid':
      return { form, status: 'invalid', message: INVALID_MESSAGE, errors: outcome.errors, values }
    case 'rate-limited':
      return { form, status: 'error', message: rateLimitMessage(outcome.retryAfterSeconds), values }
  }
}
