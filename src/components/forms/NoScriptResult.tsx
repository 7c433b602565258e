import type { FormState } from '@/forms/server/formState'
import { SUCCESS_TITLE } from '@/forms/shared/messages'

/** The result of a submission made without JavaScript, rendered by the server above the form. */
export function NoScriptResult({ state }: { state: FormState }) {
  if (state.status === 'idle') return null
  const success = state.status === 'success'
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`mb-6 rounded-2xl p-5 ${success ? 'bg-teal/10 text-teal-dark' : 'bg-coral/10 text-[#8A1F2E]'}`}
      data-testid="form-result"
    >
      <p className="font-display text-lg font-bold">{success ? SUCCESS_TITLE : 'Please check the form'}</p>
      <p className="mt-1">{state.message}</p>
    </div>
  )
}
