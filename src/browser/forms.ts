// The forms' state machine in the browser (docs/product.md, Forms): idle → sending (spinner) → success
// dialog (fields cleared or kept) or failure dialog (fields kept). The zod schema the server uses
// gives instant, accessible field errors first; the server's own field errors are shown the same way.
// Without JavaScript the same forms post to the same endpoint themselves and come back to the result.
import * as z from 'zod/mini'
import { contactSchema } from '@/forms/shared/contactSchema'
import { enquiryFields, enquirySchema } from '@/forms/shared/enquirySchema'
import { fieldErrors } from '@/lib/fieldErrors'
import {
  CONTACT_FAILURE,
  ENQUIRY_FAILURE,
  FAILURE_TITLE,
  HONEYPOT_FIELD,
  SUCCESS_MESSAGE,
  SUCCESS_TITLE,
  successMessage,
} from '@/forms/shared/messages'
import { form } from './contract'

type Kind = 'contact' | 'enquiry'
type Values = Record<string, string>

const optionValues = (element: HTMLFormElement, name: string) =>
  Array.from(element.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`))
    .map((o) => o.value)
    .filter(Boolean)

/** The form's own text fields, by name: nothing a framework or an extension may have added. */
const textValues = (element: HTMLFormElement, names: readonly string[]): Values => {
  const data = new FormData(element)
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')]))
}

const post = (element: HTMLFormElement, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(element.action, { method: 'POST', headers: { accept: 'application/json', ...headers }, body })

const forms: Record<
  Kind,
  {
    schema: (element: HTMLFormElement) => z.ZodMiniType
    failure: string
    send: (element: HTMLFormElement, values: Values) => Promise<Response>
  }
> = {
  contact: {
    schema: () => contactSchema,
    failure: CONTACT_FAILURE,
    // Multipart, as the contact endpoint has always taken it: the form's own fields.
    send: (element) => post(element, new FormData(element)),
  },
  enquiry: {
    // The choice lists are the ones the server rendered into the selects (the CMS's current lists).
    schema: (element) =>
      enquirySchema({
        destinations: optionValues(element, 'destination'),
        intakes: optionValues(element, 'intake'),
        locations: optionValues(element, 'location'),
      }),
    failure: ENQUIRY_FAILURE,
    // JSON of exactly the enquiry's fields, and the honeypot (a bot that fills it is told it worked).
    send: (element) =>
      post(element, JSON.stringify(textValues(element, [...enquiryFields, HONEYPOT_FIELD])), {
        'content-type': 'application/json',
      }),
  },
}

function showErrors(element: HTMLFormElement, errors: Record<string, string>) {
  let first: HTMLElement | undefined
  for (const field of Array.from(element.elements) as HTMLInputElement[]) {
    const message = field.name ? document.getElementById(form.fieldErrorId(field.name)) : null
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

/** Empties what the visitor typed or chose (reset() would bring back the values a page came with). */
function clearFields(element: HTMLFormElement) {
  for (const field of Array.from(element.elements)) {
    if (field instanceof HTMLSelectElement) field.selectedIndex = 0
    else if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== 'hidden'))
      field.value = ''
  }
}

function setSending(button: HTMLButtonElement, sending: boolean) {
  button.disabled = sending
  button.toggleAttribute('aria-busy', sending)
  button.querySelector<HTMLElement>(form.whenIdle.selector)!.hidden = sending
  button.querySelector<HTMLElement>(form.whenSending.selector)!.hidden = !sending
}

function showDialog(dialog: HTMLDialogElement, tone: 'success' | 'failure', text: string) {
  dialog.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)!.textContent =
    tone === 'success' ? SUCCESS_TITLE : FAILURE_TITLE
  dialog.querySelector(`#${CSS.escape(dialog.getAttribute('aria-describedby')!)}`)!.textContent = text
  dialog
    .querySelectorAll<HTMLElement>(form.tone.selector)
    .forEach((icon) => (icon.hidden = icon.getAttribute(form.tone.name) !== tone))
  dialog.showModal()
}

/** The server's JSON answer: its message (the rate limit's says when to try again) and field errors. */
const answerSchema = z.object({
  message: z.optional(z.string()),
  reference: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
})
async function answerOf(res: Response) {
  const parsed = z.safeParse(answerSchema, await res.json().catch(() => null))
  return parsed.success ? parsed.data : {}
}

function enhance(element: HTMLFormElement) {
  const config = forms[element.getAttribute(form.kind.name) as Kind]
  const button = element.querySelector<HTMLButtonElement>(`button${form.submit.selector}`)
  const dialog = element.parentElement?.querySelector<HTMLDialogElement>(`dialog${form.resultDialog.selector}`)
  if (!config || !button || !dialog || element.hasAttribute(form.enhanced.name)) return
  element.setAttribute(form.enhanced.name, '')
  // The zod schema checks instead of the browser's constraint bubbles (same rules, the site's words).
  element.noValidate = true
  const schema = config.schema(element)
  // Closing the dialog (Close or Escape) gives focus back to the Send button.
  dialog.addEventListener('close', () => button.focus())

  element.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (button.disabled) return
    const values = Object.fromEntries(
      [...new FormData(element).entries()].filter(([, v]) => typeof v === 'string'),
    ) as Values
    const parsed = z.safeParse(schema, values)
    if (!parsed.success) return showErrors(element, fieldErrors(parsed.error))
    showErrors(element, {})
    // A result of an earlier post without the script would now be out of date.
    const notice = document.getElementById(form.resultId)
    if (notice && element.parentElement?.contains(notice)) notice.hidden = true
    setSending(button, true)
    try {
      const res = await config.send(element, values)
      if (res.ok) {
        if (element.hasAttribute(form.clearOnSuccess.name)) clearFields(element)
        const { reference } = await answerOf(res)
        return showDialog(dialog, 'success', reference ? successMessage(reference) : SUCCESS_MESSAGE)
      }
      const answer = await answerOf(res)
      if (res.status === 400 && answer.errors) return showErrors(element, answer.errors)
      // The rate limit says when to try again; anything else gets the form's failure text.
      showDialog(dialog, 'failure', res.status === 429 && answer.message ? answer.message : config.failure)
    } catch {
      showDialog(dialog, 'failure', config.failure)
    } finally {
      setSending(button, false)
    }
  })
}

document.querySelectorAll<HTMLFormElement>(`form${form.kind.selector}`).forEach(enhance)
