import { staffTime } from '@/lib/staffTime'

// The columns of an inbox CSV: everything staff act on, in their words, nothing left to the list's view.

type Row = Record<string, unknown>
export type CsvColumn = { title: string; value: (row: Row) => unknown }

const DELIVERY: Record<string, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  retrying: 'Not sent yet, trying again',
  failed: 'Could not be sent',
}

const field = (name: string) => (row: Row) => row[name]
const delivery = (row: Row) => (row.delivery ?? {}) as Row

const received: CsvColumn = { title: 'Received (Sri Lanka time)', value: (row) => staffTime(row.createdAt) }
const tail: CsvColumn[] = [
  { title: 'Sent from page', value: field('sourcePage') },
  { title: 'Handled', value: (row) => (row.handled ? 'Yes' : 'No') },
  { title: 'Notification e-mail', value: (row) => DELIVERY[String(delivery(row).status)] ?? '' },
  { title: 'Notification sent at', value: (row) => staffTime(delivery(row).sentAt) },
]

export const INBOX_CSV_COLUMNS = {
  'contact-messages': [
    received,
    { title: 'Name', value: field('name') },
    { title: 'E-mail', value: field('email') },
    { title: 'Subject', value: field('subject') },
    { title: 'Message', value: field('message') },
    ...tail,
  ],
  enquiries: [
    received,
    { title: 'Course', value: field('title') },
    { title: 'First name', value: field('fname') },
    { title: 'Last name', value: field('lname') },
    { title: 'E-mail', value: field('email') },
    { title: 'Phone', value: field('phone') },
    { title: 'Study destination', value: field('destination') },
    { title: 'Intake', value: field('intake') },
    { title: 'Appointment location', value: field('location') },
    { title: 'Subject', value: field('subject') },
    { title: 'Message', value: field('message') },
    ...tail,
  ],
} satisfies Record<string, CsvColumn[]>

export type InboxCollection = keyof typeof INBOX_CSV_COLUMNS

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`

/** The file's name: what it holds and the Sri Lanka day it was made, "contact-messages-2026-11-28.csv". */
export const csvFileName = (collection: InboxCollection, day: string): string => `${collection}-${day}.csv`
