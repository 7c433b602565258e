// Texts of the forms (docs/product.md, Forms), shared by the browser and the server.

export const SUCCESS_MESSAGE = 'Your message has been sent. Thank you!'
export const SUCCESS_TITLE = 'Awesome!'

/** The success text with the message's reference and the acknowledgement e-mail it is in. */
export const successMessage = (reference: string) =>
  `${SUCCESS_MESSAGE} Your reference is ${reference}. We have e-mailed it to you with what happens next.`
export const FAILURE_TITLE = 'Oops...'
export const CONTACT_FAILURE = 'Something went wrong. Please try again.'
export const ENQUIRY_FAILURE = 'Something went wrong!'

/** The honeypot: a field people never see or fill; anything in it means a bot. */
export const HONEYPOT_FIELD = 'website'

export function rateLimitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return (
    'Too many messages from your connection. Please try again ' +
    `in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`
  )
}
