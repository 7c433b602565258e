import { HONEYPOT_FIELD, SUCCESS_MESSAGE, rateLimitMessage } from '@/forms/shared/messages'
import type { SubmitOutcome } from './submit'

/** What a form shows after a submission without JavaScript (the server renders it into the page). */
export type FormState = {
  status: 'idle' | 'success' | 'invalid' | 'error'
  message?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

export const idleFormState: FormState = { status: 'idle' }

export function toFormState(outcome: SubmitOutcome, raw: Record<string, unknown>): FormState {
  const values = Object.fromEntries(
    Object.entries(raw).filter(([k, v]) => k !== HONEYPOT_FIELD && typeof v === 'string' && !k.startsWith('$')),
  ) as Record<string, string>
  switch (outcome.kind) {
    case 'stored':
      return { status: 'success', message: SUCCESS_MESSAGE }
    case 'invalid':
      return { status: 'invalid', message: 'Some fields need attention.', errors: outcome.errors, values }
    case 'rate-limited':
      return { status: 'error', message: rateLimitMessage(outcome.retryAfterSeconds), values }
  }
}
