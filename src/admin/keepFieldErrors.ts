import type { AfterErrorHook } from 'payload'

type FieldError = { path?: unknown; message?: unknown }

/**
 * A refused save keeps its per-field messages (`data.errors`: path and why) in the answer, so the admin
 * marks the field and shows the rule's own words ("Use at least 12 characters", the alt-text rule).
 * Payload adds them only when its `instanceof ValidationError` holds, which the production bundle defeats
 * (a second copy of the class, minified names): the answer then said only "The following field is invalid".
 */
export const keepFieldErrors: AfterErrorHook = ({ error }) => {
  const { data, status } = error as { data?: { errors?: FieldError[] }; status?: number }
  const errors = data?.errors
  if (status !== 400 || !Array.isArray(errors) || errors.length === 0) return
  if (!errors.every((e) => typeof e?.path === 'string' && typeof e.message === 'string')) return
  return { response: { errors: [{ name: 'ValidationError', message: error.message, data }] }, status: 400 }
}
