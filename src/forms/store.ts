import 'server-only'
import { payloadClient } from '@/lib/payload'
import type { ContactMessageData } from './contactSchema'
import type { EnquiryData } from './enquirySchema'

// A message is stored whole in one insert (or not at all) before the visitor is told it arrived.

export async function storeContactMessage(data: ContactMessageData, sourcePage: string) {
  const payload = await payloadClient()
  return payload.create({ collection: 'contact-messages', data: { ...data, sourcePage }, overrideAccess: true })
}

export async function storeEnquiry(data: EnquiryData, sourcePage: string) {
  const payload = await payloadClient()
  return payload.create({ collection: 'enquiries', data: { ...data, sourcePage }, overrideAccess: true })
}
