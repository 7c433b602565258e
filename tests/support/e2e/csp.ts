import type { Page } from '@playwright/test'

/** Parses a Content-Security-Policy header into its directives and their sources. */
export const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(/;\s*/)
      .filter(Boolean)
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  )

/** Collects CSP violations the browser reports, as events and as console messages. */
export async function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
  return violations
}
