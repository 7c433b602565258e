import fs from 'node:fs/promises'
import { APIError, type CollectionAfterErrorHook, type CollectionBeforeOperationHook } from 'payload'
import { clientAddress } from '@/lib/clientAddress'
import { logSecurityEvent } from '@/lib/securityLog'
import { inspectUpload } from './inspect'
import { multipartLimits } from './multipart'
import type { UploadRules } from './rules'

/** A refused upload: a 4xx whose message the admin shows the editor. */
export class UploadRefused extends APIError {
  constructor(message: string, status: number) {
    super(message, status, null, true)
    // Set by hand so minification keeps it: Payload picks the log level by this name (multipart.ts).
    this.name = 'UploadRefused'
  }
}

/**
 * Checks an uploaded file before Payload stores or processes it. beforeOperation runs ahead of
 * generateFileData, the step where Payload hands images to sharp: a refused file never reaches it.
 */
export function beforeUpload(rules: UploadRules): CollectionBeforeOperationHook {
  return async ({ args, collection, operation, overrideAccess, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) return args
    // Access is checked after this hook: leave a visitor's upload to it (403), neither inspected nor logged.
    const id = 'id' in args ? (args.id as number) : undefined
    if (!overrideAccess && !(await collection.access[operation]({ req, id, data: args.data }))) return args
    // Payload keeps small uploads in memory; a temp file only if useTempFiles is turned on.
    const data = file.data?.length
      ? file.data
      : file.tempFilePath
        ? await fs.readFile(file.tempFilePath)
        : Buffer.alloc(0)
    const result = await inspectUpload(rules, data, file.name)
    if (!result.ok) {
      logSecurityEvent('upload-refused', {
        collection: collection.slug,
        reason: result.reason,
        client: clientAddress(req.headers),
      })
      throw new UploadRefused(result.message, result.status)
    }
    // What Payload stores as the file's name and type comes from the content, not the client.
    file.name = result.name
    file.mimetype = result.kind.mime
    return args
  }
}

/**
 * Payload's multipart parser refuses an over-size body before any hook runs. Log it, and answer with
 * its message ourselves: in the production build Payload's error loses its class name and would be
 * answered as "An unknown error occurred.".
 */
export const refusedBody: CollectionAfterErrorHook = ({ collection, error, req }) => {
  const status = (error as { status?: number }).status
  const tooLarge =
    status === 413 && (error.message === multipartLimits.responseOnLimit || error.message.startsWith('Multipart'))
  if (!tooLarge) return
  logSecurityEvent('upload-refused', {
    collection: collection.slug,
    reason: 'too-large',
    client: clientAddress(req.headers),
  })
  return { response: { errors: [{ message: error.message }] }, status: 413 }
}
