import type { Payload, TaskConfig } from 'payload'
import type { ContactMessage, Enquiry } from '@/payload-types'
import { env } from '@/lib/env'
import { notificationEmail, type NotifiedCollection } from '@/forms/server/notificationEmail'
import { acknowledgementEmail } from '@/forms/server/acknowledgementEmail'

export const SEND_NOTIFICATION = 'sendNotificationEmail'
const MAX_ATTEMPTS = 10

type Mail = { to: string; replyTo: string; subject: string; text: string }
/** The two e-mails of a stored message, each with its own delivery record on the message. */
const MAILS: {
  field: 'delivery' | 'acknowledgement'
  write: (p: Payload, c: NotifiedCollection, d: ContactMessage | Enquiry) => Promise<Mail>
}[] = [
  { field: 'delivery', write: notificationEmail },
  { field: 'acknowledgement', write: acknowledgementEmail },
]

/**
 * E-mails a stored message to its department, then the visitor's acknowledgement with the reference.
 * Runs from the jobs queue: a failure (SMTP down) is retried with exponential back-off, each e-mail's
 * delivery record shows every attempt, and one already sent is never sent again.
 */
export const sendNotificationTask: TaskConfig<'sendNotificationEmail'> = {
  slug: SEND_NOTIFICATION,
  label: 'Send a message’s notification and acknowledgement e-mails',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'number', required: true },
  ],
  retries: { attempts: MAX_ATTEMPTS, backoff: { type: 'exponential', delay: env().MAIL_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => {
    const collection = input.collection as NotifiedCollection
    const { payload } = req
    const doc = await payload.findByID({ collection, id: input.id, overrideAccess: true, depth: 0 })
    for (const { field, write } of MAILS) {
      // A job run again after a mail went out (a retry, or a process cut off before recording the job's end) skips it.
      if (doc[field]?.status === 'sent') continue
      // Messages stored before acknowledgements existed have no reference: nothing to acknowledge.
      if (field === 'acknowledgement' && !doc.reference) continue
      const attempts = (doc[field]?.attempts ?? 0) + 1
      try {
        await payload.sendEmail(await write(payload, collection, doc))
        await record(payload, collection, input.id, field, {
          status: 'sent',
          attempts,
          sentAt: new Date().toISOString(),
          lastError: null,
        })
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error)
        const status = attempts > MAX_ATTEMPTS ? 'failed' : 'retrying'
        await record(payload, collection, input.id, field, { status, attempts, lastError })
        throw error
      }
    }
    return { output: {} }
  },
}

async function record(
  payload: Payload,
  collection: NotifiedCollection,
  id: number,
  field: string,
  delivery: Record<string, unknown>,
) {
  await payload.update({
    collection,
    id,
    data: { [field]: delivery },
    overrideAccess: true,
    context: { deliveryUpdate: true },
  })
}
