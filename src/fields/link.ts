import type { TextField } from 'payload'

/** A link editors type in: an absolute http(s) URL, a site path, mailto: or tel:. */
export function isSafeLink(value: string): boolean {
  return /^(https?:\/\/[^\s]+|\/[^\s]*|mailto:[^\s]+|tel:[+\d\s()-]+)$/i.test(value.trim())
}

export function linkField(name: string, label?: string, extra: Partial<TextField> = {}): TextField {
  return {
    name,
    label,
    type: 'text',
    ...extra,
    validate: (value: unknown) =>
      value == null || value === '' || (typeof value === 'string' && isSafeLink(value))
        ? true
        : 'Use a full address starting with https://, a site path starting with /, mailto: or tel:.',
  } as TextField
}
