import type { Payload } from 'payload'
import type { ContactMessage, Enquiry } from '@/payload-types'
import { enquiryForm, formRecipient } from '@/content/formRecipients'
import { env } from '@/lib/env'

export type NotifiedCollection = 'contact-messages' | 'enquiries'

/**
 * The notification for a stored message, as plain text (visitor input is never rendered as HTML):
 * each form goes to the department that receives it (Contact page), else to the site e-mail.
 */
export async function notificationEmail(
  payload: Payload,
  collection: NotifiedCollection,
  doc: ContactMessage | Enquiry,
) {
  const adminLink = `${env().serverUrl}/admin/collections/${collection}/${doc.id}`
  if (collection === 'contact-messages') {
    const m = doc as ContactMessage
    return {
      to: await formRecipient(payload, 'contact-messages'),
      replyTo: m.email,
      subject: `Website message: ${oneLine(m.subject)}`,
      text: lines([
        'A visitor sent a message from the website contact form.',
        '',
        `Name: ${m.name}`,
        `E-mail: ${m.email}`,
        `Subject: ${m.subject}`,
        `Sent from: ${m.sourcePage || 'unknown page'}`,
        '',
        m.message,
        '',
        `Open in the admin: ${adminLink}`,
      ]),
    }
  }
  const e = doc as Enquiry
  return {
    to: await formRecipient(payload, enquiryForm(e.title)),
    replyTo: e.email,
    subject: `${e.title} enquiry from ${oneLine(`${e.fname} ${e.lname}`)}`,
    text: lines([
      `A visitor sent a ${e.title} enquiry from the website.`,
      '',
      `Name: ${e.fname} ${e.lname}`,
      `E-mail: ${e.email}`,
      `Phone: ${e.phone}`,
      `Preferred study destination: ${e.destination || '-'}`,
      `Proposed intake: ${e.intake || '-'}`,
      `Preferred location for appointment: ${e.location || '-'}`,
      `Subject: ${e.subject || '-'}`,
      `Sent from: ${e.sourcePage || 'unknown page'}`,
      '',
      e.message || '(no message)',
      '',
      `Open in the admin: ${adminLink}`,
    ]),
  }
}

// Header injection is impossible through nodemailer, but a subject should still be one line.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 150)
const lines = (l: string[]) => l.join('\n')
