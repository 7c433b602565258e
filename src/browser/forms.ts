// The spec's form state machine in the browser (decision 012): idle → sending (spinner) → success
// dialog (fields cleared or kept) or failure dialog (fields kept). The zod schema the server uses
// gives instant, accessible field errors first; the server's own field errors are shown the same way.
// Without JavaScript the same forms post to a server action instead (decision 008).
import * as z from 'zod/mini'
import { contactSchema } from '@/forms/shared/contactSchema'
import { enquirySchema } from '@/forms/shared/enquirySchema'
import { fieldErrors } from '@/lib/fieldErrors'
import { CONTACT_FAILURE, ENQUIRY_FAILURE, FAILURE_TITLE, SUCCESS_MESSAGE, SUCCESS_TITLE } from '@/forms/shared/messages'

type Kind = 'contact' | 'enquiry'
type Values = Record<string, string>

const optionValues = (form: HTMLFormElement, name: string) =>
  Array.from(form.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`))
    .map((o) => o.value)
    .filter(Boolean)

const forms: Record<
  Kind,
  { schema: (form: HTMLFormElement) => z.ZodMiniType; failure: string; send: (form: HTMLFormElement, values: Values) => Promise<Response> }
> = {
  contact: {
    schema: () => contactSchema,
    failure: CONTACT_FAILURE,
    send: (form) => fetch('/api/contact-us', { method: 'POST', body: new FormData(form) }),
  },
  enquiry: {
    // The choice lists are the ones the server rendered into the selects (the CMS's current lists).
    schema: (form) =>
      enquirySchema({
        destinations: optionValues(form, 'destination'),
        intakes: optionValues(form, 'intake'),
        locations: optionValues(form, 'location'),
      }),
    failure: ENQUIRY_FAILURE,
    send: (_form, values) =>
      fetch('/api/contact-ielts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) }),
  },
}

function showErrors(form: HTMLFormElement, errors: Record<string, string>) {
  let first: HTMLElement | undefined
  for (const field of Array.from(form.elements) as HTMLInputElement[]) {
    const message = field.id?.startsWith('field-') ? document.getElementById(`${field.id}-error`) : null
    if (!message) continue
    const error = errors[field.name]
    message.textContent = error ?? ''
    message.hidden = !error
    if (error) {
      field.setAttribute('aria-invalid', 'true')
      field.setAttribute('aria-describedby', message.id)
      first ??= field
    } else {
      field.removeAttribute('aria-invalid')
      field.removeAttribute('aria-describedby')
    }
  }
  first?.focus()
}

function setSending(button: HTMLButtonElement, sending: boolean) {
  button.disabled = sending
  button.toggleAttribute('aria-busy', sending)
  button.querySelector<HTMLElement>('[data-when-idle]')!.hidden = sending
  button.querySelector<HTMLElement>('[data-when-sending]')!.hidden = !sending
}

function showDialog(dialog: HTMLDialogElement, tone: 'success' | 'failure', text: string) {
  dialog.querySelector(`[id$="-title"]`)!.textContent = tone === 'success' ? SUCCESS_TITLE : FAILURE_TITLE
  dialog.querySelector(`[id$="-text"]`)!.textContent = text
  dialog.querySelectorAll<HTMLElement>('[data-tone]').forEach((icon) => (icon.hidden = icon.dataset.tone !== tone))
  dialog.showModal()
}

function enhance(form: HTMLFormElement) {
  const kind = form.dataset.form as Kind
  const config = forms[kind]
  const button = form.querySelector<HTMLButtonElement>('button[data-submit]')
  const dialog = form.parentElement?.querySelector<HTMLDialogElement>('dialog[data-result-dialog]')
  if (!config || !button || !dialog || form.dataset.enhanced) return
  form.dataset.enhanced = ''
  const schema = config.schema(form)
  // Closing the dialog (Close or Escape) gives focus back to the Send button.
  dialog.addEventListener('close', () => button.focus())

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    // Where React did hydrate the form (next dev, a staff visit), its server action must not send it too.
    event.stopPropagation()
    if (button.disabled) return
    const values = Object.fromEntries([...new FormData(form).entries()].filter(([, v]) => typeof v === 'string')) as Values
    const parsed = z.safeParse(schema, values)
    if (!parsed.success) return showErrors(form, fieldErrors(parsed.error))
    showErrors(form, {})
    setSending(button, true)
    try {
      const res = await config.send(form, values)
      if (res.ok) {
        if (form.hasAttribute('data-clear-on-success')) form.reset()
        return showDialog(dialog, 'success', SUCCESS_MESSAGE)
      }
      const body = (await res.json().catch(() => null)) as { errors?: Record<string, string> } | null
      if (res.status === 400 && body?.errors) return showErrors(form, body.errors)
      showDialog(dialog, 'failure', config.failure)
    } catch {
      showDialog(dialog, 'failure', config.failure)
    } finally {
      setSending(button, false)
    }
  })
}

document.querySelectorAll<HTMLFormElement>('form[data-form]').forEach(enhance)
