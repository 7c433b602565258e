// The query parameter that brings a visitor back to a form's result after a plain post (303 to
// `<page>?form-result=<token>#form-result`), and the request header the proxy passes it on in.
export const FORM_RESULT_PARAM = 'form-result'
export const FORM_RESULT_HEADER = 'x-form-result'
/** A result token: 128 random bits, base64url. Anything else is ignored. */
export const FORM_RESULT_TOKEN = /^[A-Za-z0-9_-]{22}$/
