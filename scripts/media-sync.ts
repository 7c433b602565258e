// npm run media:sync: copies the uploaded files kept under MEDIA_DIR (images/, files/, exports/) into the bucket
// named by S3_BUCKET, under the same keys the site uses. Run it before switching a site to the bucket;
// running it again copies only what is missing or different.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { fileTypeFromBuffer } from 'file-type'
import { env } from '../src/lib/env'
import { objectKey } from '../src/uploads/fileStore'
import { s3ClientConfig, storageFolders } from '../src/uploads/storage'

const s3 = env().s3
if (!s3) {
  console.error(
    'S3_BUCKET is not set, so there is no bucket to copy to. Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, ' +
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the site will use them), then run npm run media:sync again.',
  )
  process.exit(2)
}
const client = new S3Client(s3ClientConfig(s3))

/** The object's size and ETag, or undefined when there is none. */
async function existing(key: string) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: s3!.bucket, Key: key }))
    return { size: head.ContentLength, etag: head.ETag?.replaceAll('"', '') }
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined
    throw error
  }
}

let copied = 0
let skipped = 0
for (const folder of Object.values(storageFolders)) {
  const dir = path.join(env().mediaDir, folder)
  const names = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()) : []
  for (const { name } of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = objectKey(folder, name)
    const data = fs.readFileSync(path.join(dir, name))
    // Objects the site writes are single-part (under 50 MB): their ETag is the content's MD5.
    const md5 = crypto.createHash('md5').update(data).digest('hex')
    const there = await existing(key)
    if (there?.size === data.length && there.etag === md5) {
      console.log(`skipped ${key} (already in the bucket)`)
      skipped += 1
      continue
    }
    const type = await fileTypeFromBuffer(data)
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: key,
        Body: data,
        ContentType: type?.mime ?? 'application/octet-stream',
      }),
    )
    console.log(`copied  ${key} (${data.length} bytes)`)
    copied += 1
  }
}
console.log(`${copied} copied, ${skipped} skipped, into bucket ${s3.bucket} from ${env().mediaDir}.`)
client.destroy()
