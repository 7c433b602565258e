import { answerFormPost, parseForm } from '@/forms/server/httpAnswer'
import { submitContactMessage } from '@/forms/server/submit'

/** POST /api/contact-us (multipart form): validate, store, queue the e-mail, answer. */
export function POST(req: Request) {
  return answerFormPost(
    req,
    ['multipart/form-data', 'application/x-www-form-urlencoded'],
    'Send the contact form as multipart/form-data.',
    parseForm,
    submitContactMessage,
  )
}
