import 'server-only'
import type { Payload } from 'payload'
import { payloadClient } from '@/lib/payload'
import { SEND_NOTIFICATION } from '@/forms/server/notificationJob'
import { runJobSoon } from '@/jobs/runner'
import type { NotifiedCollection } from './notificationEmail'
import { newReference } from './reference'
import type { ContactMessageData } from '@/forms/shared/contactSchema'
import type { EnquiryData } from '@/forms/shared/enquirySchema'

// A message is stored whole in one insert (or not at all) before the visitor is told it arrived;
// the e-mails (the department's, the visitor's acknowledgement) are a queued job, so an SMTP outage
// delays mail but loses none.

export async function storeContactMessage(data: ContactMessageData, sourcePage: string) {
  const payload = await payloadClient()
  const doc = await payload.create({
    collection: 'contact-messages',
    data: { ...data, sourcePage, reference: newReference() },
    overrideAccess: true,
  })
  await queueNotification(payload, 'contact-messages', doc.id)
  return doc
}

export async function storeEnquiry(data: EnquiryData, sourcePage: string) {
  const payload = await payloadClient()
  const doc = await payload.create({
    collection: 'enquiries',
    data: { ...data, sourcePage, reference: newReference() },
    overrideAccess: true,
  })
  await queueNotification(payload, 'enquiries', doc.id)
  return doc
}

async function queueNotification(payload: Payload, collection: NotifiedCollection, id: number) {
  try {
    const job = await payload.jobs.queue({ task: SEND_NOTIFICATION, input: { collection, id } })
    // First attempt right away (where this instance runs jobs); failures are retried by the queue's scheduled runs.
    runJobSoon(payload, job.id)
  } catch (error) {
    // The message is stored; staff see its delivery as pending in the admin.
    payload.logger.error({ err: error, msg: `Could not queue the notification for ${collection} ${id}` })
  }
}
