import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCommand } from '../support/backupCommands'
import { startS3Server } from '../support/s3Server'

// npm run backup and restore with uploads in a bucket (S3_BUCKET), against two real S3-compatible servers (s3rver).

type S3Server = Awaited<ReturnType<typeof startS3Server>>

async function objects({
  env: e,
  client: s3,
}: S3Server): Promise<Map<string, { bytes: Buffer; type: string | undefined }>> {
  const found = new Map<string, { bytes: Buffer; type: string | undefined }>()
  const list = await s3.send(new ListObjectsV2Command({ Bucket: e.S3_BUCKET }))
  for (const { Key } of list.Contents ?? []) {
    const o = await s3.send(new GetObjectCommand({ Bucket: e.S3_BUCKET, Key }))
    found.set(Key!, { bytes: Buffer.from(await o.Body!.transformToByteArray()), type: o.ContentType })
  }
  return found
}

describe('backups with uploads in a bucket', () => {
  let site: S3Server
  let restored: S3Server
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-backup-bucket-'))
  // The database is the suite's (migrated, with the demo content); the restore goes into a fresh folder.
  const siteSettings = () => ({
    DATA_DIR: process.env.DATA_DIR!,
    DATABASE_URL: process.env.DATABASE_URL!,
    PAYLOAD_SECRET: 'x',
    ...site.env,
  })
  const restoredSettings = () => ({ DATA_DIR: path.join(root, 'restored'), PAYLOAD_SECRET: 'x', ...restored.env })

  beforeAll(async () => {
    site = await startS3Server(0, 'lyceum-site')
    restored = await startS3Server(0, 'lyceum-restored')
    const s3 = site.client
    const put = (Key: string, Body: Buffer, ContentType: string) =>
      s3.send(new PutObjectCommand({ Bucket: site.env.S3_BUCKET, Key, Body, ContentType }))
    await put('images/poster.jpg', fs.readFileSync('public/og-image.jpg'), 'image/jpeg')
    await put('images/2027/photo.jpg', Buffer.from('not really a jpeg, but bytes to keep'), 'image/jpeg')
    await put('files/guide.pdf', Buffer.from('%PDF-1.4 a guide'), 'application/pdf')
    // Not an upload: another application's key in the same bucket stays out of the backup.
    await put('elsewhere/notes.txt', Buffer.from('not ours'), 'text/plain')
  })
  afterAll(async () => {
    await site?.stop()
    await restored?.stop()
    fs.rmSync(root, { recursive: true, force: true })
  })

  // With the suite's SQLite database; the PostgreSQL round trip is tests/e2e/backup.spec.ts.
  it.skipIf(!process.env.DATABASE_URL!.startsWith('file:'))(
    'backs up every object in images/ and files/, restores them byte-equal with content types; refuses a full bucket',
    async () => {
      const backup = await runCommand('backup', ['--out', path.join(root, 'backups')], siteSettings())
      expect(backup.code, backup.output).toBe(0)
      expect(backup.output).toMatch(/3 uploaded files \(.*\) from bucket lyceum-site/)
      const archive = /Backup written: (.+)/.exec(backup.output)![1].trim()

      const restore = await runCommand('restore', [archive], restoredSettings())
      expect(restore.code, restore.output).toBe(0)
      const [before, after] = [await objects(site), await objects(restored)]
      before.delete('elsewhere/notes.txt')
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
      for (const [key, o] of before) {
        expect(after.get(key)!.bytes.equals(o.bytes), key).toBe(true)
        expect(after.get(key)!.type, key).toBe(o.type)
      }

      // The database is now restored too; a fresh folder with the restored bucket is still refused for its files.
      const refused = await runCommand('restore', [archive], {
        ...restoredSettings(),
        DATA_DIR: path.join(root, 'other'),
      })
      expect(refused.code).toBe(1)
      expect(refused.output).toContain(
        'Not restoring: bucket lyceum-restored holds uploaded files. ' +
          'Restore into an empty database and storage, or add --force',
      )

      // --force replaces: an object the backup does not have is gone afterwards.
      await restored.client.send(
        new PutObjectCommand({ Bucket: restored.env.S3_BUCKET, Key: 'images/added-later.png', Body: Buffer.from('x') }),
      )
      const forced = await runCommand('restore', [archive, '--force'], restoredSettings())
      expect(forced.code, forced.output).toBe(0)
      expect([...(await objects(restored)).keys()].sort()).toEqual([...before.keys()].sort())
    },
  )
})
