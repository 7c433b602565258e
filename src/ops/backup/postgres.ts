import pg from 'pg'
import { collectionTables } from './contentTables'
import { BackupRefused } from './refused'
import { clientMajor, connectionForTools, run } from './tools'

// PostgreSQL: pg_dump (custom format) inside an exported snapshot, so the manifest's counts are the dump's;
// pg_restore into the target.

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
  } catch (e) {
    throw new BackupRefused(
      `Could not connect to PostgreSQL at ${connectionForTools(url).dbname}: ${(e as Error).message}`,
    )
  }
  return client
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num')
  return Math.floor(Number(rows[0].server_version_num) / 10000)
}

/** pg_dump and pg_restore must be at least the server's major version, or they refuse (or miss objects). */
async function refuseOlderTool(program: string, client: pg.Client): Promise<void> {
  const [tool, server] = [await clientMajor(program), await serverMajor(client)]
  if (tool < server) {
    throw new BackupRefused(
      `${program} is version ${tool} but the PostgreSQL server is version ` +
        `${server}. Install the client programs of version ${server} or newer ` +
        `(Debian: postgresql-client-${server}) and put them first in PATH.`,
    )
  }
}

async function contents(client: pg.Client): Promise<{ rows: Record<string, number>; migration: string | null }> {
  const rows: Record<string, number> = {}
  for (const { slug, table } of collectionTables()) {
    const exists = (await client.query('SELECT to_regclass($1) IS NOT NULL AS present', [`public.${table}`])).rows[0]
      .present
    rows[slug] = exists ? Number((await client.query(`SELECT count(*) AS n FROM "public"."${table}"`)).rows[0].n) : 0
  }
  const hasMigrations = (await client.query("SELECT to_regclass('public.payload_migrations') IS NOT NULL AS present"))
    .rows[0].present
  const migration = hasMigrations
    ? ((await client.query("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1"))
        .rows[0]?.name ?? null)
    : null
  return { rows, migration }
}

/** Dumps the database to `target` while the site runs; returns the rows and migration of the same snapshot. */
export async function dumpPostgres(url: string, target: string) {
  const client = await connect(url)
  try {
    await refuseOlderTool('pg_dump', client)
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id
    const counted = await contents(client)
    const { dbname, env } = connectionForTools(url)
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${dbname}`],
      env,
    )
    await client.query('COMMIT')
    return counted
  } finally {
    await client.end()
  }
}

// Clients only: an autovacuum worker on the database is not a running site.
const OTHER_CLIENTS = `SELECT count(*) AS n FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`

/** How often (every half second) the restore looks again for other connections before refusing. */
const OTHERS_GRACE_CHECKS = 6

/** Rows per collection of the target database (an empty one has none); refuses while a site is connected to it. */
export async function postgresContents(url: string) {
  const client = await connect(url)
  try {
    await refuseOlderTool('pg_restore', client)
    const countOthers = async () => Number((await client.query(OTHER_CLIENTS)).rows[0].n)
    // A site stopped a moment ago leaves backends that end within a second or two: wait for them before refusing.
    let others = await countOthers()
    for (let wait = 0; others > 0 && wait < OTHERS_GRACE_CHECKS; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      others = await countOthers()
    }
    if (others > 0) {
      const connections = `${others} other connection${others === 1 ? '' : 's'}`
      const inUse = `The PostgreSQL database ${client.database} is in use (${connections}: a running site?).`
      throw new BackupRefused(`${inUse} Stop the site, then run the restore again.`)
    }
    return await contents(client)
  } finally {
    await client.end()
  }
}

/** Restores a dump in one transaction: objects dropped and recreated, or nothing changed if it fails. */
export async function restorePostgres(url: string, dump: string): Promise<void> {
  const { dbname, env } = connectionForTools(url)
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      dump,
    ],
    env,
  )
}
