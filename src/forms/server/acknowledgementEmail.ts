import type { Payload } from 'payload'
import type { ContactMessage, Enquiry } from '@/payload-types'
import { enquiryForm, formDepartment } from '@/content/formRecipients'
import { env } from '@/lib/env'
import type { NotifiedCollection } from './notificationEmail'

// The visitor's copy: their reference and what happens next, so a parent knows the message arrived.
// Anyone can type any address into a form, so it carries none of the visitor's free text (no subject,
// no message): it cannot be used to send a stranger words of one's choosing. A name is used only
// when it reads as a name.

const NAME = /^[\p{L}][\p{L}\p{M} .'’-]{0,59}$/u

/** "Dear Nimali," for a plain name, else "Hello,". */
export function greeting(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? ''
  return NAME.test(name.trim()) && first ? `Dear ${first},` : 'Hello,'
}

export async function acknowledgementEmail(
  payload: Payload,
  collection: NotifiedCollection,
  doc: ContactMessage | Enquiry,
) {
  const enquiry = collection === 'enquiries' ? (doc as Enquiry) : null
  const department = await formDepartment(payload, enquiry ? enquiryForm(enquiry.title) : 'contact-messages')
  const name = enquiry ? enquiry.fname : (doc as ContactMessage).name
  const what = enquiry ? `your ${enquiry.title} enquiry` : 'your message'
  const reference = doc.reference ?? ''
  const sentOn = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Colombo',
  }).format(new Date(doc.createdAt))
  return {
    to: doc.email,
    replyTo: department.email,
    subject: `We have received ${what} (reference ${reference})`,
    text: [
      greeting(name),
      '',
      `Thank you for writing to ${department.company}. We received ${what} on ${sentOn} (Colombo time).`,
      '',
      `Your reference: ${reference}`,
      'Please quote it if you write or call us about this message.',
      '',
      'What happens next',
      `- Our ${department.name} team reads every message and replies within one working day (Monday to Friday).`,
      `- The answer comes to this e-mail address, from ${department.email}.`,
      `- Need us sooner? Call ${department.phone}.`,
      '',
      'You do not need to send your message again. If you did not write to us, you can ignore this e-mail.',
      '',
      department.company,
      env().serverUrl,
    ].join('\n'),
  }
}
