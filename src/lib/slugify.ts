/**
 * The legacy site's slug rule, kept so existing links keep working:
 * lower-case, and every character that is not a letter or digit becomes '-'
 * ("PTE (Pearson Test of English)" → "pte--pearson-test-of-english-").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
}

export const slugPattern = /^[a-z0-9-]+$/
