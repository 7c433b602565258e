import type { TextFieldSingleValidation } from 'payload'

export const ALT_TEXT_REQUIRED =
  'Write the alt text: say what the image shows (for example "Students at the ' +
  'IELTS open day"), or tick "Decorative image" if it shows nothing a visitor needs.'

/** Alt text is required unless the image is marked decorative (the site then renders alt=""). */
export const altTextRule: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { decorative?: boolean } | undefined)?.decorative) return true
  return typeof value === 'string' && value.trim() !== '' ? true : ALT_TEXT_REQUIRED
}

/** The alt attribute the site renders for a media document: empty for decoration. */
export const altOf = (doc: { alt?: string | null; decorative?: boolean | null } | null | undefined): string =>
  doc && !doc.decorative ? (doc.alt ?? '').trim() : ''
