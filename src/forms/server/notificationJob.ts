import type { Payload, TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { notificationEmail, type NotifiedCollection } from '@/forms/server/notificationEmail'

export const SEND_NOTIFICATION = 'sendNotificationEmail'
const MAX_ATTEMPTS = 10

/**
 * E-mails a stored message to its department. Runs from the jobs queue: a failure (SMTP down)
 * is retried with exponential back-off, and the message's delivery state shows every attempt.
 */
export const sendNotificationTask: TaskConfig<'sendNotificationEmail'> = {
  slug: SEND_NOTIFICATION,
  label: 'Send a message notification e-mail',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'number', required: true },
  ],
  retries: { attempts: MAX_ATTEMPTS, backoff: { type: 'exponential', delay: env().MAIL_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => {
    const collection = input.collection as NotifiedCollection
    const { payload } = req
    const doc = await payload.findByID({ collection, id: input.id, overrideAccess: true, depth: 0 })
    // A job run again after its mail went out (a process cut off before recording the job's end) sends nothing.
    if (doc.delivery?.status === 'sent') return { output: {} }
    const attempts = (doc.delivery?.attempts ?? 0) + 1
    try {
      const email = await notificationEmail(payload, collection, doc)
      await payload.sendEmail(email)
      await recordDelivery(payload, collection, input.id, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null })
      return { output: {} }
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error)
      const status = attempts > MAX_ATTEMPTS ? 'failed' : 'retrying'
      await recordDelivery(payload, collection, input.id, { status, attempts, lastError })
      throw error
    }
  },
}

async function recordDelivery(payload: Payload, collection: NotifiedCollection, id: number, delivery: Record<string, unknown>) {
  await payload.update({ collection, id, data: { delivery }, overrideAccess: true, context: { deliveryUpdate: true } })
}
