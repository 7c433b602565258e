import pg from 'pg'

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

/** The PostgreSQL database this run uses (npm run test:int:postgres), or undefined on SQLite. */
export const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '')
  ? process.env.TEST_DATABASE_URL
  : undefined

/** A URL for a database of its own next to the run's (`<run's name>_<suffix>`), created empty. */
export async function freshDatabase(
  suffix: string,
): Promise<{ url: string; admin: pg.Client; drop: () => Promise<void> }> {
  const base = new URL(postgresUrl!)
  const name = `${base.pathname.slice(1)}_${suffix}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await dropDatabase(admin, name)
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(postgresUrl!)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    admin,
    drop: async () => {
      await dropDatabase(admin, name)
      await admin.end()
    },
  }
}
