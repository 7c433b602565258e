// After a start, the server asks for the admin's sign-in page once itself: Next loads the admin's route
// modules and Payload builds its client config on first use, so the first staff member waits no longer
// than the next (issue 35: 10 s before). Bounded: a few tries while the listener comes up, then it stops.

const TRIES = 40
const EVERY_MS = 500

/** The cold load's time, logged: what the first staff member would otherwise have waited. */
export async function warmAdmin(port: number, log: (msg: string) => void, path = '/admin/login'): Promise<number | null> {
  for (let i = 0; i < TRIES; i++) {
    try {
      const started = Date.now()
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'user-agent': 'lyceum-admin-warm-up' } })
      await res.arrayBuffer()
      log(`Admin warmed up: ${path} answered ${res.status} in ${Date.now() - started} ms.`)
      return res.status
    } catch {
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS))
    }
  }
  return null
}
