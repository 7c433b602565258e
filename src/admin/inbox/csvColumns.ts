import { staffTime } from '@/lib/staffTime'

// The columns of an inbox CSV: everything staff act on, in their words, nothing left to the list's view.

type Row = Record<string, unknown>
/** reads: the top-level field the value comes from (the export reads only those). */
export type CsvColumn = { title: string; reads: string; value: (row: Row) => unknown }

const DELIVERY: Record<string, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  retrying: 'Not sent yet, trying again',
  failed: 'Could not be sent',
}

const field = (title: string, name: string): CsvColumn => ({ title, reads: name, value: (row) => row[name] })
const delivery = (row: Row) => (row.delivery ?? {}) as Row

const received: CsvColumn = {
  title: 'Received (Sri Lanka time)',
  reads: 'createdAt',
  value: (row) => staffTime(row.createdAt),
}
const tail: CsvColumn[] = [
  field('Sent from page', 'sourcePage'),
  { title: 'Handled', reads: 'handled', value: (row) => (row.handled ? 'Yes' : 'No') },
  { title: 'Notification e-mail', reads: 'delivery', value: (row) => DELIVERY[String(delivery(row).status)] ?? '' },
  { title: 'Notification sent at', reads: 'delivery', value: (row) => staffTime(delivery(row).sentAt) },
]

export const INBOX_CSV_COLUMNS = {
  'contact-messages': [
    received,
    field('Name', 'name'),
    field('E-mail', 'email'),
    field('Subject', 'subject'),
    field('Message', 'message'),
    ...tail,
  ],
  enquiries: [
    received,
    field('Course', 'title'),
    field('First name', 'fname'),
    field('Last name', 'lname'),
    field('E-mail', 'email'),
    field('Phone', 'phone'),
    field('Study destination', 'destination'),
    field('Intake', 'intake'),
    field('Appointment location', 'location'),
    field('Subject', 'subject'),
    field('Message', 'message'),
    ...tail,
  ],
} satisfies Record<string, CsvColumn[]>

export type InboxCollection = keyof typeof INBOX_CSV_COLUMNS

/** The fields an export reads of each row: its columns' and the id its paging needs (Payload's `select`). */
export const csvSelect = (collection: InboxCollection): Record<string, true> =>
  Object.fromEntries(['id', ...INBOX_CSV_COLUMNS[collection].map((c) => c.reads)].map((name) => [name, true]))

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`

/** The file's name: what it holds and the Sri Lanka day it was made, "contact-messages-2026-11-28.csv". */
export const csvFileName = (collection: InboxCollection, day: string): string => `${collection}-${day}.csv`
