import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
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
