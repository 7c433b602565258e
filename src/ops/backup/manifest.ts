import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { BackupRefused } from './refused'

// What a backup says about itself (manifest.json, the archive's first entry); restore reads it before anything else.

export const BACKUP_FORMAT = 'lyceum-backup'
/** Raise when the layout of the archive changes; restore refuses versions it does not know. */
export const FORMAT_VERSION = 1
export const KNOWN_FORMAT_VERSIONS = [1]

export const MANIFEST_FILE = 'manifest.json'
export const DATABASE_FOLDER = 'database'
export const STORAGE_FOLDER = 'storage'
/**
 * The storage folders (local: under MEDIA_DIR; bucket: key prefixes): media images, downloadable files, and
 * entries' documents and payment slips. Not `exports`: inbox CSV exports are short-lived copies of messages the
 * database dump already holds.
 */
export const STORAGE_AREAS = ['images', 'files', 'entry-files'] as const

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256: z.string(),
    // The newest schema migration applied when the backup was taken.
    migration: z.string().nullable(),
    rows: z.record(z.string(), z.number().int().nonnegative()),
  }),
  storage: z.object({
    source: z.enum(['local', 'bucket']),
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    byArea: z.record(z.string(), z.number().int().nonnegative()),
    // Bucket objects' content types, by key, so a restore into a bucket serves them as before.
    contentTypes: z.record(z.string(), z.string()).default({}),
  }),
})

export type Manifest = z.infer<typeof manifestSchema>

/** Reads and checks the manifest of an extracted archive: the format and its version must be known. */
export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST_FILE)
  if (!fs.existsSync(file))
    throw new BackupRefused(`This archive has no ${MANIFEST_FILE}: it is not a backup made by npm run backup.`)
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    throw new BackupRefused(`The archive's ${MANIFEST_FILE} is not valid JSON: the archive is damaged.`)
  }
  const version = (raw as { formatVersion?: unknown })?.formatVersion
  if (
    (raw as { format?: unknown })?.format === BACKUP_FORMAT &&
    typeof version === 'number' &&
    !KNOWN_FORMAT_VERSIONS.includes(version)
  ) {
    throw new BackupRefused(
      `This backup has format version ${version}; this version of the app restores version ` +
        `${KNOWN_FORMAT_VERSIONS.join(', ')}. Restore it with the app version that made it ` +
        `(${String((raw as { app?: { version?: unknown } }).app?.version ?? 'unknown')}) or newer.`,
    )
  }
  const parsed = manifestSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`).join('; ')
    throw new BackupRefused(`The archive's ${MANIFEST_FILE} is not a backup manifest this app knows (${problems}).`)
  }
  return parsed.data
}

export function writeManifest(folder: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n')
}

/** The app's name and version from package.json. */
export function appIdentity(): { name: string; version: string } {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string }
  return { name: pkg.name, version: pkg.version }
}
