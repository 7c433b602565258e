import { enquiryFormOf } from '@/forms/server/formResult'
import { answerFormPost } from '@/forms/server/httpAnswer'
import { FORM_MEDIA_TYPES } from '@/forms/server/request'
import { submitEnquiry } from '@/forms/server/submit'

/** POST /api/contact-ielts (JSON, or a form body): IELTS and PTE enquiries; choices checked against the CMS lists. */
export function POST(req: Request) {
  return answerFormPost(req, {
    accepted: ['application/json', ...FORM_MEDIA_TYPES],
    wrongTypeMessage: 'Send the enquiry as JSON (Content-Type: application/json) or as a form.',
    submit: submitEnquiry,
    formOf: enquiryFormOf,
  })
}
