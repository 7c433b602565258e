import type { core } from 'zod/mini'

/** One message per field from a failed zod parse (the first problem of each field). */
export function fieldErrors(error: core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    out[key] ??= issue.message
  }
  return out
}
