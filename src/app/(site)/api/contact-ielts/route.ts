import { enquirySchema } from '@/forms/enquirySchema'
import { storeEnquiry } from '@/forms/store'
import { mediaTypeOf, sourcePageOf } from '@/forms/request'
import { getEnquiryChoices } from '@/content/ielts'
import { fieldErrors, jsonError } from '@/lib/api'

/** POST /api/contact-ielts (JSON): IELTS and PTE enquiries; choices checked against the CMS lists. */
export async function POST(req: Request) {
  if (mediaTypeOf(req) !== 'application/json') {
    return jsonError(415, 'Send the enquiry as JSON (Content-Type: application/json).')
  }
  let body: unknown
  try {
    body = await req.json()
  } catch {
    return jsonError(400, 'The request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return jsonError(400, 'The request body must be a JSON object with the enquiry fields.')
  }
  const choices = await getEnquiryChoices()
  const parsed = enquirySchema({
    destinations: choices.destinations.map((c) => c.value),
    intakes: choices.intakes.map((c) => c.value),
    locations: choices.locations.map((c) => c.value),
  }).safeParse(body)
  if (!parsed.success) {
    return jsonError(400, 'Some fields need attention.', fieldErrors(parsed.error))
  }
  await storeEnquiry(parsed.data, sourcePageOf(req))
  return Response.json({ message: 'Your message has been sent. Thank you!' }, { status: 201 })
}
