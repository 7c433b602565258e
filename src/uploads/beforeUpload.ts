import fs from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { clientAddress } from '@/lib/clientAddress'
import { logSecurityEvent } from '@/lib/securityLog'
import { inspectUpload } from './inspect'
import type { UploadRules } from './rules'

/**
 * Checks an uploaded file before Payload stores or processes it. beforeOperation runs ahead of
 * generateFileData, the step where Payload hands images to sharp: a refused file never reaches it.
 */
export function beforeUpload(rules: UploadRules): CollectionBeforeOperationHook {
  return async ({ args, collection, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) return args
    // Payload keeps small uploads in memory; a temp file only if useTempFiles is turned on.
    const data = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : Buffer.alloc(0)
    const result = await inspectUpload(rules, data, file.name)
    if (!result.ok) {
      logSecurityEvent('upload-refused', { collection: collection.slug, reason: result.reason, client: clientAddress(req.headers) })
      throw new APIError(result.message, result.status, null, true)
    }
    // What Payload stores as the file's name and type comes from the content, not the client.
    file.name = result.name
    file.mimetype = result.kind.mime
    return args
  }
}
