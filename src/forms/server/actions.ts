'use server'

import { headers } from 'next/headers'
import { clientKey } from './guard'
import { toFormState, type FormState } from './formState'
import { submitContactMessage, submitEnquiry } from './submit'

// The forms' no-JavaScript path: a plain POST runs these and the page re-renders with the result.

const textFields = (form: FormData) => Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))

async function context() {
  const h = await headers()
  let sourcePage = ''
  try {
    sourcePage = new URL(h.get('referer') ?? '').pathname
  } catch {
    // no referer
  }
  return { clientKey: clientKey(h), sourcePage }
}

export async function contactFormAction(_previous: FormState, form: FormData): Promise<FormState> {
  const raw = textFields(form)
  return toFormState(await submitContactMessage(raw, await context()), raw)
}

export async function enquiryFormAction(_previous: FormState, form: FormData): Promise<FormState> {
  const raw = textFields(form)
  return toFormState(await submitEnquiry(raw, await context()), raw)
}
