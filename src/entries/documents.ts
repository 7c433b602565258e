import type { Payload } from 'payload'
import type { Entry } from '@/payload-types'
import { inspectUpload } from '@/uploads/inspect'
import { entryDocumentRules } from '@/uploads/rules'
import { markSlipToCheck, note } from './changes'
import { newPayment } from './payments'

// What a candidate uploads through the status link: a bank slip (a bank payment for staff to confirm) and the
// access-arrangement document. Both are private entry-files, checked from their bytes like every upload.

const system = { overrideAccess: true, depth: 0 } as const

export type UploadedFile = { data: Uint8Array; name: string }

/** What became of an upload; `code` is what the status page's notice is chosen by (uploadNotice). */
export type UploadOutcome = { ok: true; code: 'slip-received' | 'document-received' } | UploadRefused

type UploadRefused = { ok: false; status: 400 | 409 | 413; code: UploadRefusal; message: string }
type UploadRefusal = 'empty' | 'too-large' | 'type' | 'unreadable' | 'slip-waiting' | 'not-payable' | 'not-requested'

const refuse = (status: UploadRefused['status'], code: UploadRefusal, message: string): UploadRefused => {
  return { ok: false, status, code, message }
}

const NOT_PAYABLE: Partial<Record<Entry['status'], string>> = {
  'slip-to-check': 'A bank slip for this entry is already waiting for our staff to check. We will e-mail you then.',
  paid: 'This entry is paid already: no slip is needed.',
  entered: 'This entry is paid already: no slip is needed.',
  'waiting-list': 'This booking is on the waiting list: do not pay until we offer you a seat.',
  cancelled: 'This entry is cancelled: no payment is needed.',
  refunded: 'This entry was refunded: no payment is needed.',
}

/** Checks a file's bytes under the entry-document rules; the stored row, or why not. */
async function storeFile(payload: Payload, file: UploadedFile, purpose: 'bank-slip' | 'access-arrangements') {
  const inspection = await inspectUpload(entryDocumentRules, file.data, file.name || 'upload')
  if (!inspection.ok) {
    const code =
      inspection.reason === 'too-large'
        ? 'too-large'
        : inspection.reason === 'empty'
          ? 'empty'
          : inspection.reason === 'type' || inspection.reason === 'svg'
            ? 'type'
            : 'unreadable'
    return refuse(inspection.status, code, inspection.message)
  }
  const data = Buffer.from(file.data)
  return payload.create({
    collection: 'entry-files',
    data: { purpose },
    file: { data, mimetype: inspection.kind.mime, name: inspection.name, size: data.length },
    ...system,
  })
}

/** A bank slip: stored, a pending bank payment of the entry's fee, and the entry waits for staff to check it. */
export async function attachSlip(payload: Payload, entry: Entry, file: UploadedFile): Promise<UploadOutcome> {
  const blocked = NOT_PAYABLE[entry.status]
  if (blocked) return refuse(409, entry.status === 'slip-to-check' ? 'slip-waiting' : 'not-payable', blocked)
  const stored = await storeFile(payload, file, 'bank-slip')
  if ('ok' in stored) return stored
  const payment = await newPayment(payload, entry, { method: 'bank', slip: stored.id })
  await markSlipToCheck(payload, entry.id, payment)
  return { ok: true, code: 'slip-received' }
}

/** The access-arrangement document: stored and linked to the entry (a newer one replaces the link, both are kept). */
export async function attachDocument(payload: Payload, entry: Entry, file: UploadedFile): Promise<UploadOutcome> {
  if (!entry.accessArrangements?.requested)
    return refuse(409, 'not-requested', 'This entry does not ask for access arrangements, so no document is needed.')
  const ended = entry.status === 'cancelled' || entry.status === 'refunded'
  if (ended) return refuse(409, 'not-payable', NOT_PAYABLE[entry.status]!)
  const stored = await storeFile(payload, file, 'access-arrangements')
  if ('ok' in stored) return stored
  const accessArrangements = { ...entry.accessArrangements, document: stored.id }
  const what = `Access-arrangement document uploaded (${stored.filename ?? 'file'})`
  await note(payload, entry, what, null, { accessArrangements })
  return { ok: true, code: 'document-received' }
}
