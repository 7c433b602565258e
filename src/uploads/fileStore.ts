import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { fileTypeFromFile, fileTypeFromStream } from 'file-type'
import { sanitizeFilename } from 'payload/shared'

// Where an upload collection's files are kept: a folder on this machine or a folder (key prefix) of
// a bucket. serveFile.ts serves from either through this one interface.

/** What serving a file needs to know before sending a byte. */
export type StoredFile = { size: number; mime: string | undefined }

export type FileStore = {
  /** The file's size and the type its content shows, or undefined when nothing is stored under `name`. */
  look(name: string): Promise<StoredFile | undefined>
  /** Bytes `start` to `end` (inclusive) of the file. */
  read(name: string, start: number, end: number): Promise<ReadableStream>
}

// One path segment, as stored by Payload: no separators, no dot-only names, no control characters.
export const isPlainName = (name: string) =>
  name !== '' && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name) && !path.isAbsolute(name)

/** The file under `dir` that `name` names, or undefined when it is not a plain name inside it. */
export function fileInside(dir: string, name: string): string | undefined {
  if (!isPlainName(name)) return undefined
  const root = path.resolve(dir)
  const file = path.resolve(root, name)
  return path.dirname(file) === root ? file : undefined
}

/**
 * Files in a folder on this machine (MEDIA_DIR/images, MEDIA_DIR/files). Paths known only at run time: the build
 * must not trace the project for them.
 */
export function localStore(dir: string): FileStore {
  return {
    async look(name) {
      const file = fileInside(dir, name)
      const stats = file ? await fs.promises.stat(/* turbopackIgnore: true */ file).catch(() => undefined) : undefined
      if (!file || !stats?.isFile()) return undefined
      const detected = await fileTypeFromFile(file).catch(() => undefined)
      return { size: stats.size, mime: detected?.mime }
    },
    async read(name, start, end) {
      const file = fileInside(dir, name)!
      return Readable.toWeb(fs.createReadStream(/* turbopackIgnore: true */ file, { start, end })) as ReadableStream
    },
  }
}

/** The object key of a file: the collection's folder, then the name as the storage adapter writes it. */
export const objectKey = (folder: string, name: string) => `${folder}/${sanitizeFilename(name)}`

/** The key of a name as requested, or undefined when the adapter could not have stored it under that name. */
function keyOf(folder: string, name: string): string | undefined {
  if (!isPlainName(name)) return undefined
  try {
    return sanitizeFilename(name) === name ? `${folder}/${name}` : undefined
  } catch {
    return undefined
  }
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

/** Files in a bucket under `folder/`: every instance reads the same objects, nothing is kept here. */
export function bucketStore(client: () => S3Client, bucket: string, folder: string): FileStore {
  return {
    async look(name) {
      const key = keyOf(folder, name)
      if (!key) return undefined
      // One GET gives the size and the first bytes; the type is read from them, then the rest is dropped.
      const object = await client()
        .send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        .catch((error) => {
          if (isMissing(error)) return undefined
          throw error
        })
      if (!object?.Body) return undefined
      const body = object.Body as Readable
      try {
        const detected = await fileTypeFromStream(Readable.toWeb(body) as ReadableStream<Uint8Array>).catch(
          () => undefined,
        )
        return { size: object.ContentLength ?? 0, mime: detected?.mime }
      } finally {
        body.destroy()
      }
    },
    async read(name, start, end) {
      const object = await client().send(
        new GetObjectCommand({ Bucket: bucket, Key: keyOf(folder, name), Range: `bytes=${start}-${end}` }),
      )
      return Readable.toWeb(object.Body as Readable) as ReadableStream
    },
  }
}
