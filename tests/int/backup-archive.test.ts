import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../support/backupCommands'

// The archive is checked whole before a restore touches anything; a failed backup leaves nothing that looks like one.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-backup-archive-'))
const isSqlite = () => process.env.DATABASE_URL!.startsWith('file:')
const site = () => ({
  DATA_DIR: process.env.DATA_DIR!,
  MEDIA_DIR: process.env.MEDIA_DIR!,
  DATABASE_URL: process.env.DATABASE_URL!,
  PAYLOAD_SECRET: 'x',
})
const fresh = (name: string) => ({
  DATA_DIR: path.join(root, name),
  MEDIA_DIR: path.join(root, name, 'media'),
  PAYLOAD_SECRET: 'x',
})

/** The good archive with one change made inside it. */
async function altered(name: string, change: (folder: string) => void): Promise<string> {
  const folder = fs.mkdtempSync(path.join(root, 'unpacked-'))
  await tar.extract({ file: archive, cwd: folder })
  change(folder)
  const file = path.join(root, name)
  await tar.create({ gzip: true, file, cwd: folder }, fs.readdirSync(folder))
  return file
}

let archive = ''

describe('backup archives', () => {
  beforeAll(async () => {
    if (!isSqlite()) return
    const backup = await runCommand('backup', ['--out', path.join(root, 'backups')], site())
    expect(backup.code, backup.output).toBe(0)
    archive = /Backup written: (.+)/.exec(backup.output)![1].trim()
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  // The archive under test is the suite's SQLite database; tests/e2e/backup.spec.ts makes PostgreSQL ones.
  it.skipIf(!isSqlite())(
    'refuses an unknown format version, a damaged database, a truncated file and a non-backup, touching nothing',
    async () => {
      const cases: [string, string, RegExp][] = [
        [
          'newer format',
          await altered('newer.tar.gz', (f) => {
            const m = JSON.parse(fs.readFileSync(path.join(f, 'manifest.json'), 'utf8'))
            fs.writeFileSync(path.join(f, 'manifest.json'), JSON.stringify({ ...m, formatVersion: 99 }))
          }),
          /This backup has format version 99; this version of the app restores version 1\./,
        ],
        [
          'no manifest',
          await altered('bare.tar.gz', (f) => fs.rmSync(path.join(f, 'manifest.json'))),
          /has no manifest\.json: it is not a backup/,
        ],
        [
          'damaged database',
          await altered('damaged.tar.gz', (f) => fs.appendFileSync(path.join(f, 'database/lyceum.db'), 'x')),
          /does not match its manifest: the archive is damaged/,
        ],
        ['truncated', await truncated(), /is not a readable backup archive/],
        [
          'not an archive',
          writeFile('notes.tar.gz', 'a text file, not a backup'),
          /is not a readable backup archive \(TAR_BAD_ARCHIVE/,
        ],
      ]
      for (const [name, file, message] of cases) {
        const target = fresh(`target-${name.replace(/ /g, '-')}`)
        const restore = await runCommand('restore', [file], target)
        expect(restore.code, name).toBe(1)
        expect(restore.output, name).toMatch(message)
        expect(fs.existsSync(path.join(target.DATA_DIR, 'lyceum.db')), name).toBe(false)
        expect(fs.existsSync(target.MEDIA_DIR), name).toBe(false)
      }
    },
  )

  it.skipIf(!isSqlite())('restores a SQLite backup only into SQLite, and says so', async () => {
    const restore = await runCommand('restore', [archive], {
      ...fresh('to-postgres'),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    })
    expect(restore.code).toBe(1)
    expect(restore.output).toContain(
      'This backup is of a SQLite database and the configured database is ' +
        'PostgreSQL: a backup restores only into the same kind of database.',
    )
  })

  it('a backup that fails leaves no archive, partial file or staging folder', async () => {
    const out = path.join(root, 'failed')
    const backup = await runCommand('backup', ['--out', out], {
      ...fresh('no-database'),
      DATABASE_URL: `file:${path.join(root, 'missing.db')}`,
    })
    expect(backup.code).toBe(1)
    expect(backup.output).toContain('There is no SQLite database at')
    expect(fs.readdirSync(out)).toEqual([])
  })
})

async function truncated(): Promise<string> {
  const file = path.join(root, 'truncated.tar.gz')
  const bytes = fs.readFileSync(archive)
  fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)))
  return file
}

function writeFile(name: string, text: string): string {
  fs.writeFileSync(path.join(root, name), text)
  return path.join(root, name)
}
