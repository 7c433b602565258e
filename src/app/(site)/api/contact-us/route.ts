import { answerFormPost } from '@/forms/server/httpAnswer'
import { FORM_MEDIA_TYPES } from '@/forms/server/request'
import { submitContactMessage } from '@/forms/server/submit'

/** POST /api/contact-us (multipart form, or the page's own form post): validate, store, queue the e-mail, answer. */
export function POST(req: Request) {
  return answerFormPost(req, {
    accepted: FORM_MEDIA_TYPES,
    wrongTypeMessage: 'Send the contact form as multipart/form-data.',
    submit: submitContactMessage,
    formOf: () => 'contact',
  })
}
