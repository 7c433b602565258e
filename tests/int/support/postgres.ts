export { freshDatabase, postgresUrl } from '../../support/postgres'

/** Waits until `check` holds, polling every 10 ms; false after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 2000): Promise<boolean> {
  const end = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > end) return false
    await new Promise((r) => setTimeout(r, 10))
  }
}
