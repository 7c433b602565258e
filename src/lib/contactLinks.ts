/** A `tel:` address from a printed number: keeps the leading + and the digits only. */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return `tel:${digits}`
}

/** A website as people read it: no scheme, no trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/+$/, '')
}

/**
 * WhatsApp's click-to-chat address for a number (`https://wa.me/<country code and number>`), with
 * a message the chat opens with. Empty when the number is missing or too short to be one, so callers
 * hide the link.
 */
export function whatsappHref(number: string | null | undefined, message?: string): string {
  let digits = (number ?? '').replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  // A Sri Lankan number typed without the country code (077 123 4567) gets it.
  else if (/^0\d{9}$/.test(digits)) digits = `94${digits.slice(1)}`
  if (!/^[1-9]\d{7,14}$/.test(digits)) return ''
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`
}

/** The accessible name of a WhatsApp link: who the chat is with. */
export function whatsappLabel(team: string): string {
  return `Chat on WhatsApp with ${team}`
}

/** The same for a link with words of its own ("WhatsApp +94 …"): they come first, as a speech user says them. */
export function whatsappShownLabel(shown: string, team: string): string {
  return `${shown} (${whatsappLabel(team)}, opens in a new tab)`
}

// The first line of a WhatsApp chat opened from the site, in the words of the page it came from.
const whatsappMessages: Record<string, string> = {
  pearson: 'Hello, I have a question about Pearson Edexcel examinations.',
  'festival-of-arts': 'Hello, I have a question about the Festival of Arts.',
  'ielts-pte': 'Hello, I have a question about IELTS and PTE classes.',
  IELTS: 'Hello, I have a question about IELTS classes.',
  PTE: 'Hello, I have a question about the PTE test and PTE classes.',
}

/** The prefilled WhatsApp message for a department (its contact-page key) or a course page (IELTS, PTE). */
export function whatsappMessage(topic: string): string {
  return whatsappMessages[topic] ?? 'Hello, I have a question.'
}
