import type pg from 'pg'
import type { ReceivedMail } from '../smtp'
import { ADMIN } from './cluster'

/** A contact-form submission as a visitor behind `client` sends it (X-Forwarded-For, TRUST_PROXY=2). */
export async function sendContact(baseUrl: string, subject: string, client: string): Promise<number> {
  const form = new FormData()
  form.set('name', 'Cluster Visitor')
  form.set('email', 'visitor@example.lk')
  form.set('subject', subject)
  form.set('message', `Sent to ${baseUrl} as ${subject}.`)
  try {
    const res = await fetch(`${baseUrl}/api/contact-us`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': client },
    })
    await res.arrayBuffer()
    return res.status
  } catch {
    // No answer at all (the connection was cut): not a 2xx, so the message may or may not be stored.
    return 0
  }
}

/** A distinct client address for the nth submission, so the form limit never applies. */
export const clientNo = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** The stored contact messages whose subject starts with `prefix`. */
export async function storedSubjects(db: pg.Pool, prefix: string): Promise<string[]> {
  const { rows } = await db.query<{ subject: string }>('SELECT subject FROM contact_messages WHERE subject LIKE $1', [
    `${prefix}%`,
  ])
  return rows.map((r) => r.subject)
}

export type Mail = { messageId: string; subject: string; contactId: string }

/** The notifications received for messages whose subject starts with `prefix`. */
export function mailsAbout(received: ReceivedMail[], prefix: string): Mail[] {
  return received
    .map((m) => {
      // Soft line breaks of quoted-printable bodies, and folded headers, are undone before reading.
      const raw = m.raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ')
      return {
        messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1].trim() ?? '',
        subject: /^Subject:\s*Website message:\s*(.+)$/im.exec(raw)?.[1].trim() ?? '',
        contactId: /collections\/contact-messages\/(\d+)/.exec(raw)?.[1] ?? '',
      }
    })
    .filter((m) => m.subject.startsWith(prefix))
}

/** Mails counted twice: the same Message-ID, the same stored message or the same subject. */
export function duplicates(mails: Mail[]): number {
  const distinct = (key: (m: Mail) => string) => mails.length - new Set(mails.map(key)).size
  return Math.max(
    distinct((m) => m.messageId),
    distinct((m) => m.contactId),
    distinct((m) => m.subject),
  )
}

/** Waits until `done` holds (or the time is up) and answers the last reading. */
export async function waitFor<T>(read: () => T | Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (done(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Signs the first admin in through Payload's REST API; answers the Authorization header. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`sign-in at ${baseUrl} answered ${res.status}: ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  return `JWT ${token}`
}

/** Runs `send` over `items` with `concurrency` at a time. */
export async function inParallel<T>(items: T[], concurrency: number, send: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await send(items[next++])
    }),
  )
}
