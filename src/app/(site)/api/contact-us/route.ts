import { contactSchema } from '@/forms/contactSchema'
import { storeContactMessage } from '@/forms/store'
import { mediaTypeOf, sourcePageOf } from '@/forms/request'
import { fieldErrors, jsonError } from '@/lib/api'

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded']

/** POST /api/contact-us (multipart form): validate, store, answer. */
export async function POST(req: Request) {
  if (!formTypes.includes(mediaTypeOf(req))) {
    return jsonError(415, 'Send the contact form as multipart/form-data.')
  }
  let form: FormData
  try {
    form = await req.formData()
  } catch {
    return jsonError(400, 'The form data could not be read. Please send it again.')
  }
  const raw = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
  const parsed = contactSchema.safeParse(raw)
  if (!parsed.success) {
    return jsonError(400, 'Some fields need attention.', fieldErrors(parsed.error))
  }
  await storeContactMessage(parsed.data, sourcePageOf(req))
  return Response.json({ message: 'Your message has been sent. Thank you!' }, { status: 201 })
}
