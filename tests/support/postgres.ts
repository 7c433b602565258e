import type pg from 'pg'

/**
 * Drops a test database, ending its sessions. An autovacuum worker on a fresh database belongs to the
 * superuser, which the test role may not end: that moment passes, so the drop is tried again.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      return
    } catch (error) {
      if (attempt >= 20) throw error
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}
