import crypto from 'node:crypto'

// A message's reference, given to the visitor on the result and in the acknowledgement e-mail: random
// (it says nothing about how many messages there are), and easy to read out on the phone.

// No 0/O, 1/I/L, 5/S or 8/B: nothing a parent can misread.
const ALPHABET = '234679ACDEFGHJKMNPQRTUVWXYZ'
export const REFERENCE_PATTERN = /^LA-[2-9A-Z]{4}-[2-9A-Z]{4}$/

/** "LA-7KQD-9PXM": 8 characters of 27, about 38 bits. */
export function newReference(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)])
  return `LA-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}
