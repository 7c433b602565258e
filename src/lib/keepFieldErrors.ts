import type { AfterErrorHook } from 'payload'

/**
 * A refused save keeps its per-field messages (`data.errors`: path and why) in the answer, so the admin
 * marks the field and shows the rule's own words ("Use at least 12 characters", the alt-text rule).
 * Payload adds them only when its `instanceof ValidationError` holds, which the production bundle's
 * second copy of the class defeats: the answer then said only "The following field is invalid".
 */
export const keepFieldErrors: AfterErrorHook = ({ error }) => {
  const data = (error as { data?: { errors?: unknown } }).data
  if (error.name !== 'ValidationError' || !data || !Array.isArray(data.errors)) return
  return { response: { errors: [{ name: error.name, message: error.message, data }] } }
}
