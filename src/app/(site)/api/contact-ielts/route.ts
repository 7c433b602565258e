import { answerFormPost, parseJsonObject } from '@/forms/server/httpAnswer'
import { submitEnquiry } from '@/forms/server/submit'

/** POST /api/contact-ielts (JSON): IELTS and PTE enquiries; choices checked against the CMS lists. */
export function POST(req: Request) {
  return answerFormPost(
    req,
    ['application/json'],
    'Send the enquiry as JSON (Content-Type: application/json).',
    parseJsonObject,
    submitEnquiry,
  )
}
