import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import * as tar from 'tar'
import { expect, test } from '@playwright/test'
import { spawnProductionServer } from '../support/spawnedServer'
import { runCommand } from '../support/backupCommands'
import { ADMIN, allDocs, allFiles, postForm, signIn } from '../support/e2e/backup'

// npm run backup on a running site that keeps taking messages, npm run restore into a fresh database and
// media folder, and a site started on the copy that has every message, page and file.

const POSTGRES = process.env.BACKUP_TEST_POSTGRES_URL ?? 'postgres://lyceum:lyceum@127.0.0.1:5432'
const common = { ...ADMIN, PAYLOAD_SECRET: 'backup-test-secret-not-for-production', RATE_LIMIT_FORMS_POINTS: '100000' }
const MESSAGE_COLLECTIONS = ['contact-messages', 'enquiries'] as const

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres`, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** Two fresh PostgreSQL databases: the site's, and the one the backup is restored into. */
async function freshDatabases(names: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` })
  await client.connect()
  for (const name of names) {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  }
  await client.end()
  return names.map((n) => `${POSTGRES}/${n}`)
}

async function manifestOf(archive: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-manifest-'))
  await tar.extract({ file: archive, cwd: folder, filter: (p) => p === 'manifest.json' })
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))
  fs.rmSync(folder, { recursive: true, force: true })
  return manifest as { database: { kind: string; rows: Record<string, number> }; storage: { files: number } }
}

const messageFields = (d: Record<string, unknown>) => ({
  id: d.id,
  subject: d.subject,
  email: d.email,
  createdAt: d.createdAt,
})

const variants = [
  { name: 'SQLite', ports: [3361, 3362], databases: async () => ['', ''] },
  {
    name: 'PostgreSQL',
    ports: [3363, 3364],
    databases: () => freshDatabases(['lyceum_backup_site', 'lyceum_backup_restored']),
  },
]

for (const variant of variants) {
  test(`${variant.name}: a site backed up while taking messages restores every message, page and file`, async () => {
    test.setTimeout(600_000)
    if (variant.name === 'PostgreSQL')
      test.skip(!(await postgresReachable()), `PostgreSQL is not running at ${POSTGRES}`)
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-backup-test-'))
    const [siteDb, restoredDb] = await variant.databases()
    const source = { DATA_DIR: path.join(root, 'site'), MEDIA_DIR: path.join(root, 'site/media'), DATABASE_URL: siteDb }
    fs.mkdirSync(source.DATA_DIR, { recursive: true })
    const target = {
      DATA_DIR: path.join(root, 'restored'),
      MEDIA_DIR: path.join(root, 'restored/media'),
      DATABASE_URL: restoredDb,
    }
    const site = await spawnProductionServer(variant.ports[0], { ...common, ...source })
    try {
      const before = Array.from({ length: 30 }, (_, i) => `before the backup ${i}`)
      for (const [i, subject] of before.entries()) {
        const posted = await postForm(site.url, i % 2 ? 'enquiry' : 'contact', subject)
        expect(posted.status, posted.answer).toBe(201)
      }

      // Visitors keep writing while the backup runs: the archive must still be one consistent moment.
      let writing = true
      let during = 0
      const writer = (async () => {
        while (writing) await postForm(site.url, during % 2 ? 'enquiry' : 'contact', `during the backup ${during++}`)
      })()
      const backup = await runCommand('backup', ['--out', path.join(root, 'backups')], { ...common, ...source })
      writing = false
      await writer
      expect(backup.code, backup.output).toBe(0)
      const archive = /Backup written: (.+)/.exec(backup.output)![1].trim()
      expect(path.basename(archive)).toMatch(/^lyceum-backup-\d{8}-\d{6}\.tar\.gz$/)
      expect(fs.readdirSync(path.join(root, 'backups'))).toEqual([path.basename(archive)])
      const manifest = await manifestOf(archive)
      expect(manifest.database.kind).toBe(variant.name === 'SQLite' ? 'sqlite' : 'postgres')

      const restore = await runCommand('restore', [archive], { ...common, ...target })
      expect(restore.code, restore.output).toBe(0)
      console.log(
        `${variant.name} demo site + ${before.length + during} messages: backup ` +
          `${backup.ms} ms, restore ${restore.ms} ms (commands, start to exit)`,
      )
      console.log(backup.output.trim())
      console.log(restore.output.trim())

      const again = await runCommand('restore', [archive], { ...common, ...target })
      expect(again.code).toBe(1)
      expect(again.output).toMatch(
        /Not restoring: the database holds .*contact-messages.* and .* holds uploaded files\. .*--force/,
      )

      const copy = await spawnProductionServer(variant.ports[1], { ...common, ...target })
      try {
        // A restore under a running site is refused, even with --force.
        const busy = await runCommand('restore', [archive, '--force'], { ...common, ...target })
        expect(busy.code).toBe(1)
        expect(busy.output).toMatch(/is in use \(.*\)\. Stop the site, then run the restore again\./)
        const [siteToken, copyToken] = [await signIn(site.url), await signIn(copy.url)]
        for (const collection of MESSAGE_COLLECTIONS) {
          const restored = (await allDocs(copy.url, copyToken, collection)).map(messageFields)
          const original = (await allDocs(site.url, siteToken, collection)).map(messageFields)
          expect(restored.length).toBe(manifest.database.rows[collection])
          // Every message the site had answered before the backup began, and only messages the site really has.
          for (const [i, subject] of before.entries())
            if ((i % 2 ? 'enquiries' : 'contact-messages') === collection)
              expect(restored.map((m) => m.subject)).toContain(subject)
          expect(original).toEqual(expect.arrayContaining(restored))
        }

        const blogs = await allDocs(copy.url, copyToken, 'blogs')
        expect(blogs.length).toBeGreaterThan(0)
        for (const blog of blogs) {
          const page = await fetch(`${copy.url}/blog/${blog.slug}`)
          expect(page.status).toBe(200)
          expect(await page.text()).toContain(String(blog.title).replace(/&/g, '&amp;'))
        }

        const [originalFiles, restoredFiles] = [
          await allFiles(site.url, siteToken),
          await allFiles(copy.url, copyToken),
        ]
        expect(restoredFiles.size).toBe(manifest.storage.files)
        expect([...restoredFiles.keys()].sort()).toEqual([...originalFiles.keys()].sort())
        for (const [file, bytes] of originalFiles) expect(restoredFiles.get(file)!.equals(bytes), file).toBe(true)
      } finally {
        copy.stop()
      }
    } finally {
      site.stop()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
}
