import 'server-only'
import { headers } from 'next/headers'
import type { FormName } from '@/forms/server/formResult'
import { takeFormResult } from '@/forms/server/resultStore'
import { FORM_RESULT_HEADER } from '@/lib/formResultParam'

/** This form's result after a plain post, when the page was reached by its 303 (src/proxy.ts passes the token on). */
export async function pageFormResult(form: FormName) {
  const token = (await headers()).get(FORM_RESULT_HEADER)
  return token ? takeFormResult(token, form) : null
}
