import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import type { Env } from '@/lib/env'
import { sha256 } from './backup'
import { describeRows } from './contentTables'
import { readManifest, STORAGE_FOLDER, type Manifest } from './manifest'
import { postgresContents, restorePostgres } from './postgres'
import { BackupRefused } from './refused'
import { placeSqliteFile, refuseIfSqliteInUse, sqliteContents, sqliteFile } from './sqlite'
import { describeStorage, restoreStorage, storageHasFiles, storageOf } from './storage'

// npm run restore: checks the archive and the target first, then replaces the database and the uploaded files.

const KIND_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' }

/** Extracts the archive into a staging folder and checks it whole (manifest, format version, database checksum). */
async function unpack(file: string, staging: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupRefused(`There is no file at ${file}.`)
  try {
    await tar.extract({ file, cwd: staging, strict: true })
  } catch (e) {
    throw new BackupRefused(`${file} is not a readable backup archive (${(e as Error).message}).`)
  }
  const manifest = readManifest(staging)
  const dump = path.join(staging, manifest.database.file)
  if (!fs.existsSync(dump) || (await sha256(dump)) !== manifest.database.sha256) {
    throw new BackupRefused(`The database in ${file} does not match its manifest: the archive is damaged.`)
  }
  return manifest
}

export type RestoreResult = { manifest: Manifest; ms: number; replaced: boolean }

export async function restoreBackup(e: Env, file: string, { force = false } = {}): Promise<RestoreResult> {
  const started = Date.now()
  fs.mkdirSync(e.dataDir, { recursive: true })
  // Staged under DATA_DIR: writable, and on the same disk as a SQLite database that is renamed into place.
  const staging = fs.mkdtempSync(path.join(e.dataDir, '.lyceum-restore-'))
  try {
    const manifest = await unpack(path.resolve(file), staging)
    const db = e.database
    if (manifest.database.kind !== db.kind) {
      throw new BackupRefused(
        `This backup is of a ${KIND_NAMES[manifest.database.kind]} database and the configured ` +
          `database is ${KIND_NAMES[db.kind]}: a backup restores only into the same kind of database.`,
      )
    }
    const storage = storageOf(e)
    const sqlite = db.kind === 'sqlite' ? sqliteFile(db.url) : undefined
    if (sqlite) await refuseIfSqliteInUse(sqlite)
    const present = sqlite
      ? fs.existsSync(sqlite)
        ? (await sqliteContents(sqlite)).rows
        : {}
      : (await postgresContents(db.url)).rows
    const dbHasContent = Object.values(present).some((n) => n > 0)
    const storageHasContent = await storageHasFiles(storage)
    if ((dbHasContent || storageHasContent) && !force) {
      const what = [
        dbHasContent && `the database holds ${describeRows(present)}`,
        storageHasContent && `${describeStorage(storage)} holds uploaded files`,
      ]
      throw new BackupRefused(
        `Not restoring: ${what.filter(Boolean).join(' and ')}. Restore ` +
          'into an empty database and storage, or add --force to replace them.',
      )
    }
    const dump = path.join(staging, manifest.database.file)
    if (sqlite) placeSqliteFile(dump, sqlite)
    else await restorePostgres(db.url, dump)
    await restoreStorage(storage, path.join(staging, STORAGE_FOLDER), manifest.storage.contentTypes)
    return { manifest, ms: Date.now() - started, replaced: dbHasContent || storageHasContent }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
