import type { Entry } from '@/payload-types'
import type { CsvColumn } from '@/admin/inbox/csvColumns'

// The entries' CSV files: the board's bulk entry (one row per candidate, in the centre's order) and a
// class's list (one row per seat). Column titles in the words of the board's own templates.

export const STATUS_WORDS: Record<Entry['status'], string> = {
  'awaiting-payment': 'Awaiting payment',
  'slip-to-check': 'Bank slip to check',
  paid: 'Paid',
  entered: 'Entered with the board',
  'waiting-list': 'Waiting list',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** Entries that belong on a list handed on: not cancelled, not refunded. */
export const LISTED_STATUSES: Entry['status'][] = [
  'awaiting-payment',
  'slip-to-check',
  'paid',
  'entered',
  'waiting-list',
]

type Row = Entry & { order?: number }
const cols = (list: { title: string; value: (row: Row) => unknown }[]) => list as unknown as CsvColumn[]
const choicesOf = (row: Row) => row.choices ?? []

export const BOARD_COLUMNS = cols([
  { title: 'Centre candidate order', value: (row) => row.order },
  { title: 'Name as on ID', value: (row) => row.candidate.fullName },
  { title: 'Date of birth', value: (row) => row.candidate.dateOfBirth },
  { title: 'Gender', value: (row) => row.candidate.gender },
  {
    title: 'Subject codes',
    value: (row) =>
      choicesOf(row)
        .map((c) => c.code || c.title)
        .join(' '),
  },
  {
    title: 'Options',
    value: (row) =>
      choicesOf(row)
        .filter((c) => c.option)
        .map((c) => `${c.code || c.title}: ${c.option}`)
        .join('; '),
  },
  {
    title: 'Subjects',
    value: (row) =>
      choicesOf(row)
        .map((c) => c.title)
        .join('; '),
  },
  { title: 'Previous candidate number', value: (row) => row.candidate.previousCandidateNumber },
  { title: 'Access arrangements', value: (row) => (row.accessArrangements?.requested ? 'Yes' : 'No') },
  { title: 'Reference', value: (row) => row.reference },
  { title: 'Payment state', value: (row) => STATUS_WORDS[row.status] ?? row.status },
])

export const CLASS_LIST_COLUMNS = cols([
  { title: 'Seat', value: (row) => (row.status === 'waiting-list' ? `Waiting list ${row.order}` : row.seatNumber) },
  { title: 'Name', value: (row) => row.candidate.fullName },
  { title: 'Mobile', value: (row) => row.candidate.mobile },
  { title: 'E-mail', value: (row) => row.candidate.email },
  { title: 'Payment state', value: (row) => STATUS_WORDS[row.status] ?? row.status },
  { title: 'Reference', value: (row) => row.reference },
])

/** "board-entries-may-june-2027-2026-11-28.csv": what it holds, for which series, and the day it was made. */
export function entriesFileName(kind: 'board-entries' | 'class-list', title: string, day: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${kind}-${slug || 'list'}-${day}.csv`
}
