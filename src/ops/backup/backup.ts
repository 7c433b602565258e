import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import type { Env } from '@/lib/env'
import {
  appIdentity,
  DATABASE_FOLDER,
  FORMAT_VERSION,
  MANIFEST_FILE,
  STORAGE_FOLDER,
  BACKUP_FORMAT,
  writeManifest,
  type Manifest,
} from './manifest'
import { copySqliteOnline, sqliteContents, sqliteFile } from './sqlite'
import { dumpPostgres } from './postgres'
import { copyStorageOut, storageOf } from './storage'

// npm run backup: the database and every uploaded file in one archive, taken while the site runs.

/** lyceum-backup-20261125-093012.tar.gz (UTC). */
export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `lyceum-backup-${stamp}.tar.gz`
}

export async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/**
 * The backup folder, readable by its owner only (0700). One that exists is narrowed to that when it holds
 * backups only; a shared one (--out /tmp) is left as it is, with a warning (each archive is 0600 anyway).
 */
function privateFolder(dir: string): void {
  if (!fs.existsSync(dir)) return void fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  if ((fs.statSync(dir).mode & 0o077) === 0) return
  if (fs.readdirSync(dir).every((name) => /^\.?lyceum-backup-/.test(name))) return fs.chmodSync(dir, 0o700)
  console.warn(`Warning: ${dir} can be read by other users (the archive itself is private, 0600).`)
}

export type BackupResult = { file: string; bytes: number; ms: number; manifest: Manifest }

export async function createBackup(e: Env, outDir: string): Promise<BackupResult> {
  const started = Date.now()
  const createdAt = new Date()
  privateFolder(outDir)
  let file = path.join(path.resolve(outDir), archiveName(createdAt))
  for (let n = 2; fs.existsSync(file); n++)
    file = path.join(path.resolve(outDir), archiveName(createdAt).replace('.tar.gz', `-${n}.tar.gz`))
  // Staged and written beside the archive under names that are not a backup's: a partial archive never looks like one.
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`)
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.lyceum-backup-staging-'))
  try {
    fs.mkdirSync(path.join(staging, DATABASE_FOLDER))
    fs.mkdirSync(path.join(staging, STORAGE_FOLDER))
    const db = e.database
    const dbFile = path.join(DATABASE_FOLDER, db.kind === 'sqlite' ? 'lyceum.db' : 'lyceum.pgdump')
    const dbPath = path.join(staging, dbFile)
    let contents
    if (db.kind === 'sqlite') {
      await copySqliteOnline(sqliteFile(db.url), dbPath)
      contents = await sqliteContents(dbPath)
    } else {
      contents = await dumpPostgres(db.url, dbPath)
    }
    const storage = await copyStorageOut(storageOf(e), path.join(staging, STORAGE_FOLDER))
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      app: appIdentity(),
      database: {
        kind: db.kind,
        file: dbFile,
        bytes: fs.statSync(dbPath).size,
        sha256: await sha256(dbPath),
        ...contents,
      },
      storage: { source: e.s3 ? 'bucket' : 'local', ...storage },
    }
    writeManifest(staging, manifest)
    // Private from its first byte: it holds the staff's password hashes and every visitor's message.
    fs.writeFileSync(partial, '', { mode: 0o600 })
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      DATABASE_FOLDER,
      STORAGE_FOLDER,
    ])
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, file)
    return { file, bytes: fs.statSync(file).size, ms: Date.now() - started, manifest }
  } finally {
    fs.rmSync(partial, { force: true })
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
