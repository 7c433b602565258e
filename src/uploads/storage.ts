import path from 'node:path'
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeChangeHook, Plugin } from 'payload'
import { env, type Env } from '@/lib/env'
import { bucketStore, localStore, type FileStore } from './fileStore'

// Where media, downloads and inbox exports are stored: folders under MEDIA_DIR, or the same folders as
// key prefixes of a bucket when S3_BUCKET is set (docs/decisions/025-uploads-in-object-storage.md).

/** Each upload collection's folder: MEDIA_DIR/<folder>/<name> here, <folder>/<name> in the bucket. */
export const storageFolders = {
  media: 'images',
  downloads: 'files',
  exports: 'exports',
  'entry-files': 'entry-files',
} as const

export type StoredCollection = keyof typeof storageFolders

/** The collection's folder on this machine (Payload's staticDir). */
export const localFolder = (collection: StoredCollection) =>
  path.join(/* turbopackIgnore: true */ env().mediaDir, storageFolders[collection])

/** The S3 client settings from S3_*; other S3-compatible servers (MinIO, R2, s3rver) get only the checksums needed. */
export function s3ClientConfig(s3: NonNullable<Env['s3']>): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    ...(s3.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  }
}

let client: S3Client | undefined

/** One client (a pool of connections) per process, made on first use. */
export function storageClient(): S3Client {
  const s3 = env().s3
  if (!s3) throw new Error('S3_BUCKET is not set: files are stored under MEDIA_DIR.')
  client ??= new S3Client(s3ClientConfig(s3))
  return client
}

/** The store the collection's files are served from. */
export function uploadStore(collection: StoredCollection): FileStore {
  const s3 = env().s3
  return s3 ? bucketStore(storageClient, s3.bucket, storageFolders[collection]) : localStore(localFolder(collection))
}

/** The collection's key prefix, and its public URL as without a bucket (the adapter would add `?prefix=`). */
const collectionOptions = (collection: StoredCollection) => ({
  prefix: storageFolders[collection],
  generateFileURL: ({ filename }: { filename: string }) => `/api/${collection}/file/${encodeURIComponent(filename)}`,
})

/**
 * The key prefix is the collection's folder, always: `prefix` and `_objectKey` are writable through
 * the API, and the adapter would otherwise write and delete objects where a request says.
 */
const fixedFolder =
  (collection: StoredCollection): CollectionBeforeChangeHook =>
  ({ data }) => ({ ...data, prefix: storageFolders[collection], _objectKey: null })

/**
 * The storage adapter on the upload collections. Without S3_BUCKET it is off but still declares its
 * fields (`prefix`, `_objectKey`), so the database schema is the same with and without a bucket.
 * Files are served by our handler (serveFile.ts) from either store; the adapter's own handler,
 * which the plugin appends, is removed.
 */
export function storagePlugins(): Plugin[] {
  const s3 = env().s3
  const adapter = s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
    collections: {
      media: collectionOptions('media'),
      downloads: collectionOptions('downloads'),
      exports: collectionOptions('exports'),
      'entry-files': collectionOptions('entry-files'),
    },
  })
  const oneHandler: Plugin = (config) => ({
    ...config,
    collections: config.collections?.map((collection) => {
      if (!(collection.slug in storageFolders) || typeof collection.upload !== 'object') return collection
      const slug = collection.slug as StoredCollection
      return {
        ...collection,
        upload: { ...collection.upload, handlers: collection.upload.handlers?.slice(0, 1) },
        hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), fixedFolder(slug)] },
      }
    }),
  })
  return [adapter, oneHandler]
}
