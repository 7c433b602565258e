// After a start, the server asks for the admin's sign-in page once itself, then for the scripts and
// styles it names: Next loads the admin's route modules, Payload builds its client config, and the
// static files are read (and compressed) once, so the first staff member waits no longer than the next
// (issue 35: 10 s before). Bounded: a few tries while the listener comes up, then it stops.

const TRIES = 40
const EVERY_MS = 500
const HEADERS = { 'user-agent': 'lyceum-admin-warm-up', 'accept-encoding': 'br, gzip' }

/** The /_next/static files a page names (scripts, styles, preloads). */
export function staticAssetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]))]
}

/** The cold load's time, logged: what the first staff member would otherwise have waited. */
export async function warmAdmin(
  port: number,
  log: (msg: string) => void,
  { path = '/admin/login', stopped = () => false }: { path?: string; stopped?: () => boolean } = {},
): Promise<number | null> {
  const origin = `http://127.0.0.1:${port}`
  // A shutdown stops it: the public listener is closing.
  for (let i = 0; i < TRIES && !stopped(); i++) {
    try {
      const started = Date.now()
      const res = await fetch(`${origin}${path}`, { headers: HEADERS })
      const html = await res.text()
      const assets = staticAssetsOf(html)
      // A few at a time, as a browser would ask.
      for (let at = 0; at < assets.length; at += 6) {
        await Promise.all(
          assets
            .slice(at, at + 6)
            .map((a) => fetch(`${origin}${a}`, { headers: HEADERS }).then((r) => r.arrayBuffer())),
        )
      }
      log(
        `Admin warmed up: ${path} answered ${res.status}, with ` +
          `${assets.length} static files, in ${Date.now() - started} ms.`,
      )
      return res.status
    } catch {
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS))
    }
  }
  return null
}
