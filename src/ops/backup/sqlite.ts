import fs from 'node:fs'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { collectionTables } from './contentTables'
import { BackupRefused } from './refused'

// SQLite: an online copy with VACUUM INTO (a read transaction: the site keeps serving and writing);
// a restore puts the file in place.

/** The database file of a `file:` DATABASE_URL. */
export function sqliteFile(url: string): string {
  const file = url.replace(/^file:(\/\/)?/, '').split('?')[0]
  if (!file || file === ':memory:')
    throw new BackupRefused(`DATABASE_URL ${url} is not a SQLite file: there is nothing to back up or restore.`)
  return path.resolve(file)
}

const open = (file: string) => createClient({ url: `file:${file}` })
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

/** Copies the live database into `target` as one consistent snapshot, while the site runs. */
export async function copySqliteOnline(file: string, target: string): Promise<void> {
  if (!fs.existsSync(file))
    throw new BackupRefused(`There is no SQLite database at ${file}: check DATA_DIR or DATABASE_URL.`)
  const client = open(file)
  try {
    // The site may be writing: wait for its write lock rather than fail.
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute(`VACUUM INTO ${quote(target)}`)
  } finally {
    client.close()
  }
}

/** Rows per collection and the newest applied migration of a SQLite database (a missing table counts 0). */
export async function sqliteContents(
  file: string,
): Promise<{ rows: Record<string, number>; migration: string | null }> {
  const client = open(file)
  try {
    const tables = new Set(
      (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((r) => String(r.name)),
    )
    const rows: Record<string, number> = {}
    for (const { slug, table } of collectionTables()) {
      rows[slug] = tables.has(table)
        ? Number((await client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n)
        : 0
    }
    const migration = tables.has('payload_migrations')
      ? ((await client.execute("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1"))
          .rows[0]?.name ?? null)
      : null
    return { rows, migration: migration === null ? null : String(migration) }
  } finally {
    client.close()
  }
}

/**
 * Refuses when another process has the database open (a running site). Leaving WAL mode needs the only
 * connection, so it fails while any other one is open; the restored file replaces this one anyway.
 */
export async function refuseIfSqliteInUse(file: string): Promise<void> {
  if (!fs.existsSync(file)) return
  const client: Client = open(file)
  let mode = ''
  try {
    await client.execute('PRAGMA busy_timeout = 0')
    mode = String((await client.execute('PRAGMA journal_mode = DELETE')).rows[0]?.journal_mode ?? '')
  } catch {
    mode = 'locked'
  } finally {
    client.close()
  }
  if (mode !== 'delete') {
    throw new BackupRefused(
      `The SQLite database ${file} is in use (a running site has it open). Stop the site, then run the restore again.`,
    )
  }
}

/** Puts the restored file in place of the database (site stopped); the old write-ahead log goes with the old file. */
export function placeSqliteFile(restored: string, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const incoming = `${file}.restoring`
  fs.copyFileSync(restored, incoming)
  for (const leftover of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) fs.rmSync(leftover, { force: true })
  fs.renameSync(incoming, file)
}
