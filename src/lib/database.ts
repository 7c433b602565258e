import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { DatabaseTarget } from './env'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { migrations as postgresMigrations } from '@/migrations/postgres'

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations')

/**
 * SQLite by default, PostgreSQL when DATABASE_URL says so. Never a dev-pushed schema:
 * every database, in every mode, is shaped only by the committed migrations.
 */
export function databaseAdapter(target: DatabaseTarget) {
  if (target.kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: target.url },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      // Not prodMigrations: several instances may start at once; src/seed/onStart.ts migrates under a lock.
    })
  }
  // A fresh machine has no data folder yet; SQLite creates the file, not its folder.
  const file = target.url.replace(/^file:(\/\/)?/, '').split('?')[0]
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url: target.url },
    push: false,
    busyTimeout: 5000,
    wal: target.url.startsWith('file:') ? true : undefined,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
  })
}

export function migrationsFor(target: DatabaseTarget) {
  return target.kind === 'postgres' ? postgresMigrations : sqliteMigrations
}

/** What the health check and the shutdown need of Payload's drizzle adapters (SQLite and PostgreSQL alike). */
type DrizzleAdapter = {
  drizzle: unknown
  execute(args: { drizzle: unknown; raw: string }): Promise<unknown>
  pool?: { end(): Promise<void>; on(event: 'error', listener: (error: Error) => void): unknown }
  client?: { close(): void }
}

const adapterOf = (payload: Payload) => payload.db as unknown as DrizzleAdapter

/** One round trip to the database through Payload's adapter. */
export async function pingDatabase(payload: Payload): Promise<void> {
  const db = adapterOf(payload)
  await db.execute({ drizzle: db.drizzle, raw: 'select 1' })
}

/**
 * A pooled PostgreSQL connection that drops while idle (a restart, a network cut) is reported, not
 * thrown: without a listener the pool's error would end the process. The pool opens a new one when needed.
 */
export function reportDroppedConnections(payload: Payload): void {
  adapterOf(payload).pool?.on('error', (error) =>
    payload.logger.warn({ err: error.message }, 'A database connection was lost'),
  )
}

/**
 * Closes the connections at shutdown. Payload keeps one PostgreSQL connection checked out for its own
 * reconnect watch, so the pool never reports "all ended": idle ones close at once, that one with the process.
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  const db = adapterOf(payload)
  if (db.pool) await Promise.race([db.pool.end(), new Promise((resolve) => setTimeout(resolve, 500))])
  db.client?.close()
}
