import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Env } from '@/lib/env'
import { downloadRules, mediaRules } from '@/uploads/rules'
import { STORAGE_AREAS } from './manifest'

// Uploaded files: the folders of STORAGE_AREAS (manifest.ts) under MEDIA_DIR, or those key prefixes of the bucket
// (S3_BUCKET). Inbox exports are left out.

type Bucket = NonNullable<Env['s3']>
export type Storage = { kind: 'local'; mediaDir: string } | { kind: 'bucket'; bucket: Bucket }
export type StorageCopy = {
  files: number
  bytes: number
  byArea: Record<string, number>
  contentTypes: Record<string, string>
}

export const storageOf = (e: Env): Storage =>
  e.s3 ? { kind: 'bucket', bucket: e.s3 } : { kind: 'local', mediaDir: e.mediaDir }
export const describeStorage = (s: Storage) => (s.kind === 'bucket' ? `bucket ${s.bucket.bucket}` : s.mediaDir)

const client = (b: Bucket) =>
  new S3Client({ region: b.region, endpoint: b.endpoint, forcePathStyle: b.forcePathStyle, credentials: b.credentials })

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(folder, path.join(d.parentPath, d.name)))
}

async function* bucketKeys(s3: S3Client, bucket: string, prefix: string, limit = Infinity) {
  let token: string | undefined
  let seen = 0
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
    for (const o of page.Contents ?? []) {
      if (!o.Key || o.Key.endsWith('/')) continue
      yield o.Key
      if (++seen >= limit) return
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
}

/** Copies every uploaded file into `target/<area>/…` (hard links where possible: no second copy on disk). */
export async function copyStorageOut(storage: Storage, target: string): Promise<StorageCopy> {
  const copy: StorageCopy = { files: 0, bytes: 0, byArea: {}, contentTypes: {} }
  for (const area of STORAGE_AREAS) {
    copy.byArea[area] = 0
    if (storage.kind === 'local') {
      for (const rel of filesUnder(path.join(storage.mediaDir, area))) {
        const from = path.join(storage.mediaDir, area, rel)
        const to = path.join(target, area, rel)
        fs.mkdirSync(path.dirname(to), { recursive: true })
        try {
          fs.linkSync(from, to)
        } catch {
          fs.copyFileSync(from, to)
        }
        copy.bytes += fs.statSync(to).size
        copy.byArea[area]++
        copy.files++
      }
      continue
    }
    const s3 = client(storage.bucket)
    for await (const key of bucketKeys(s3, storage.bucket.bucket, `${area}/`)) {
      const object = await s3.send(new GetObjectCommand({ Bucket: storage.bucket.bucket, Key: key }))
      const to = path.join(target, key)
      fs.mkdirSync(path.dirname(to), { recursive: true })
      await pipeline(object.Body as Readable, fs.createWriteStream(to))
      if (object.ContentType) copy.contentTypes[key] = object.ContentType
      copy.bytes += fs.statSync(to).size
      copy.byArea[area]++
      copy.files++
    }
  }
  return copy
}

/** Whether the storage holds any uploaded file already. */
export async function storageHasFiles(storage: Storage): Promise<boolean> {
  for (const area of STORAGE_AREAS) {
    if (storage.kind === 'local') {
      if (filesUnder(path.join(storage.mediaDir, area)).length > 0) return true
    } else {
      for await (const _ of bucketKeys(client(storage.bucket), storage.bucket.bucket, `${area}/`, 1)) return true
    }
  }
  return false
}

const byExtension = new Map([...mediaRules.kinds, ...downloadRules.kinds].map((k) => [k.ext, k.mime]))
const contentTypeOf = (key: string, recorded: Record<string, string>) =>
  recorded[key] ?? byExtension.get(path.extname(key).slice(1).toLowerCase()) ?? 'application/octet-stream'

/** Replaces every uploaded file with the backup's `source/<area>/…`. */
export async function restoreStorage(
  storage: Storage,
  source: string,
  contentTypes: Record<string, string>,
): Promise<void> {
  for (const area of STORAGE_AREAS) {
    const from = path.join(source, area)
    if (storage.kind === 'local') {
      const to = path.join(storage.mediaDir, area)
      // Copied beside the folder first, so a failed copy leaves the old files in place.
      const incoming = `${to}.restoring`
      fs.rmSync(incoming, { recursive: true, force: true })
      fs.mkdirSync(incoming, { recursive: true })
      if (fs.existsSync(from)) fs.cpSync(from, incoming, { recursive: true })
      fs.rmSync(to, { recursive: true, force: true })
      fs.renameSync(incoming, to)
      continue
    }
    const s3 = client(storage.bucket)
    const Bucket = storage.bucket.bucket
    const old: string[] = []
    for await (const key of bucketKeys(s3, Bucket, `${area}/`)) old.push(key)
    for (let i = 0; i < old.length; i += 1000) {
      await s3.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: old.slice(i, i + 1000).map((Key) => ({ Key })) } }),
      )
    }
    for (const rel of filesUnder(from)) {
      const Key = `${area}/${rel.split(path.sep).join('/')}`
      // A whole buffer, not a stream: the SDK sends streams aws-chunked, which not every S3-compatible server decodes.
      const Body = await fs.promises.readFile(path.join(from, rel))
      await s3.send(new PutObjectCommand({ Bucket, Key, Body, ContentType: contentTypeOf(Key, contentTypes) }))
    }
  }
}
