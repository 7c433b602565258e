/** A `tel:` address from a printed number: keeps the leading + and the digits only. */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return `tel:${digits}`
}

/** A website as people read it: no scheme, no trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/+$/, '')
}
