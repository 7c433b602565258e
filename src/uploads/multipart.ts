import type { Config } from 'payload'
import { MB, largestUpload, megabytes } from './rules'

/**
 * Payload's multipart parser (busboy) for every request: it stops reading a file past the largest
 * any collection takes and answers 413 with this message; each collection's own limit is checked
 * by src/uploads/beforeUpload.ts. The whole body may add 1 MB of fields to the file.
 */
export const multipartLimits: NonNullable<Config['upload']> = {
  limits: { fileSize: largestUpload },
  requestSizeLimit: largestUpload + MB,
  abortOnLimit: true,
  responseOnLimit:
    `This file is larger than ${megabytes(largestUpload)}, the most the ` +
    'site accepts for any upload. Make it smaller and upload it again.',
}

/** A refused upload (UploadRefused, hooks.ts) is routine and counted by the security log: one line, no stack. */
export const uploadLoggingLevels = { UploadRefused: 'info' } as unknown as Config['loggingLevels']
