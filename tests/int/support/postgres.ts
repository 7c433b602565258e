import pg from 'pg'
import { dropDatabase } from '../../support/postgres'

/** The PostgreSQL database this run uses (npm run test:int:postgres), or undefined on SQLite. */
export const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '') ? process.env.TEST_DATABASE_URL : undefined

/** A URL for a database of its own next to the run's (`<run's name>_<suffix>`), created empty. */
export async function freshDatabase(suffix: string): Promise<{ url: string; admin: pg.Client; drop: () => Promise<void> }> {
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

/** Waits until `check` holds, polling every 10 ms; false after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 2000): Promise<boolean> {
  const end = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > end) return false
    await new Promise((r) => setTimeout(r, 10))
  }
}
