import { randomBytes } from 'node:crypto'
import { env } from '@/lib/env'

// The links in reminder e-mails: each carries the subscription's token (256 random bits, base64url),
// never the address, so a link cannot be guessed or made from an address.

export const REMINDER_TOKEN = /^[A-Za-z0-9_-]{43}$/

export const newReminderToken = (): string => randomBytes(32).toString('base64url')

/** The page where a subscriber confirms, sees and stops their reminders. */
export const managePath = (token: string) => `/reminders/${token}`
export const manageUrl = (token: string) => `${env().serverUrl}${managePath(token)}`

/** RFC 8058 one-click unsubscribe: a POST to this address stops the reminders of this subscription. */
export const unsubscribeUrl = (token: string) => `${env().serverUrl}/api/reminders/unsubscribe?token=${token}`
