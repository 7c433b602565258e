// Phone numbers written in prose, found so they can become tel: links. Sri Lankan numbers are
// recognised with or without the country code; other countries only with a leading +.

export type PhoneMatch = { start: number; end: number; text: string; href: string }

// A run that could be a number: an optional +, then digits or bracketed digits with single spaces,
// non-breaking spaces or hyphens between them. Dots, commas and colons never join a run, so prices
// (20,000), times (17:00), decimals and dotted dates stay separate runs that fail the checks below.
const run = /(?:\+\s?)?(?:\(\d{1,4}\)|\d)(?:[ \u00a0-]?(?:\(\d{1,4}\)|\d))*/g

// Sri Lanka's area codes and mobile prefixes after the trunk 0 (or after +94): 11 Colombo … 91 Galle, 70–78 mobile.
const sriLankan = /^(?:11|2[1-7]|3[1-8]|4[157]|5[12457]|6[3567]|7[0-8]|81|91)\d{7}$/

/** The E.164 form (+94…) of a printed number, or null when it is not a telephone number we recognise. */
export function phoneE164(printed: string): string | null {
  const trimmed = printed.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('94')) return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null
    // +94 (0)11 …: a trunk zero written after the country code is not dialled.
    const national = digits.slice(2).replace(/^0/, '')
    return sriLankan.test(national) ? `+94${national}` : null
  }
  if (digits.startsWith('0094')) return phoneE164(`+${digits.slice(2)}`)
  return digits.startsWith('0') && sriLankan.test(digits.slice(1)) ? `+94${digits.slice(1)}` : null
}

/** Every phone number in a piece of text, with its position and the tel: address it dials. */
export function findPhoneNumbers(text: string): PhoneMatch[] {
  const found: PhoneMatch[] = []
  for (const m of text.matchAll(run)) {
    const start = m.index
    const end = start + m[0].length
    if (!standsAlone(text, start, end)) continue
    const e164 = phoneE164(m[0])
    if (e164) found.push({ start, end, text: m[0], href: `tel:${e164}` })
  }
  return found
}

// Glued to a word, a path, an amount or another number (ID0112345678, /0112345678, 0112345678.5):
// not a phone number. A missed number stays plain text; a wrong link would dial a stranger.
function standsAlone(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 1), start)
  const after = text.slice(end, end + 2)
  if (/[\p{L}\p{N}_/#@$+.,=?%&-]/u.test(before)) return false
  if (/^[\p{L}\p{N}_@%]/u.test(after)) return false
  return !/^[.,:-]\d/.test(after)
}
