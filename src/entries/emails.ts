import type { Payload } from 'payload'
import type { ClassIntake, Entry, ExamSeries } from '@/payload-types'
import { escape, layout } from '@/reminders/emails'
import { COLOMBO_TIME_ZONE } from '@/lib/colomboDay'
import { statusTokenOf, statusUrl } from './token'

// The e-mails of an entry, HTML with a plain-text twin. The reference, the offer, the candidate's name,
// the subjects and the fee go in; never the NIC or passport number nor the date of birth (docs/entries.md).

export const ENTRY_MAILS = ['received', 'paid', 'entered', 'cancelled', 'refunded', 'slip-rejected'] as const
export type EntryMail = (typeof ENTRY_MAILS)[number]
export type EntryEmail = { to: string; subject: string; html: string; text: string }

const lkr = (n: number) => `LKR ${n.toLocaleString('en-LK')}`
const when = new Intl.DateTimeFormat('en-GB', { timeZone: COLOMBO_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })
const colomboTime = (iso: string) => `${when.format(new Date(iso))} (Colombo time)`

async function offerName(payload: Payload, entry: Entry): Promise<string> {
  const intake = entry.intake as ClassIntake | number | null | undefined
  if (intake && typeof intake === 'object') return `${intake.title}, ${intake.location}`
  const series = entry.series as ExamSeries | number | null | undefined
  if (!series || typeof series !== 'object') return 'your entry'
  if (series.test === 'ielts') return `IELTS, ${series.name}`
  const examId = typeof series.exam === 'object' ? series.exam?.id : series.exam
  const exam = examId
    ? await payload.findByID({ collection: 'exams', id: examId, depth: 0, disableErrors: true })
    : null
  return exam ? `${exam.name}, ${series.name}` : series.name
}

/** What was entered and what it costs, as lines (the same in the HTML and the text). */
function summary(entry: Entry, offer: string) {
  const choices = (entry.choices ?? []).map(
    (c) => [c.code, c.title].filter(Boolean).join(' ') + (c.option ? ` (${c.option})` : ''),
  )
  return [
    `${entry.kind === 'class' ? 'Class' : 'Entry'}: ${offer}`,
    `Candidate: ${entry.candidate.fullName}`,
    ...(choices.length ? [`${entry.kind === 'class' ? 'Booked' : 'Subjects'}: ${choices.join(', ')}`] : []),
  ]
}

const feeLines = (entry: Entry) => [
  ...(entry.fee.items ?? []).map((i) => `${i.label}: ${lkr(i.amount)}`),
  `Total: ${lkr(entry.fee.total)}`,
]

/** What the candidate does or waits for next, by the mail. */
function nextSteps(
  entry: Entry,
  mail: EntryMail,
  bank: string | null,
  lastNote: string,
): { heading: string; lines: string[] } {
  const ref = entry.reference
  const classy = entry.kind === 'class'
  const payHow = [
    'Pay by card on your status page, or by bank transfer or ' +
      `deposit${bank ? ` to ${bank}` : ''}, quoting ${ref}; then upload the slip there.`,
  ]
  const doc = entry.accessArrangements?.requested && !entry.accessArrangements.document
  const docLine = doc ? ['Upload the document supporting your access-arrangement request on your status page.'] : []
  switch (mail) {
    case 'received':
      if (entry.status === 'waiting-list')
        return {
          heading: `You are on the waiting list: ${ref}`,
          lines: ['The class is full. Do not pay now: we e-mail you as soon as a seat is free for you.'],
        }
      return {
        heading: `${classy ? 'Booking' : 'Entry'} received: ${ref}`,
        lines: [
          `Not paid yet.${entry.fee.heldUntil ? ` This fee is held until ${colomboTime(entry.fee.heldUntil)}.` : ''}`,
          ...payHow,
          ...docLine,
          classy
            ? 'Your seat is confirmed once payment is in.'
            : 'Once payment is in, we enter you with the board and tell you.',
        ],
      }
    case 'paid':
      return {
        heading: `Payment received: ${ref}`,
        lines: [
          `We have received ${lkr(entry.fee.total)}. Thank you.`,
          ...docLine,
          classy
            ? 'We confirm your seat shortly.'
            : 'Next, we enter you with the board and e-mail you when it is done.',
        ],
      }
    case 'entered':
      return {
        heading: classy ? `Seat confirmed: ${ref}` : `Entered with the board: ${ref}`,
        lines: [
          classy
            ? 'Your seat in the class is confirmed.'
            : 'You are entered with the board. Your timetable follows nearer the exams.',
        ],
      }
    case 'cancelled':
      return {
        heading: `${classy ? 'Booking' : 'Entry'} cancelled: ${ref}`,
        lines: ['If you did not expect this, reply or call us.'],
      }
    case 'refunded':
      return {
        heading: `Refund made: ${ref}`,
        lines: ['Your payment has been refunded; your bank may take a few days to show it.'],
      }
    case 'slip-rejected':
      return {
        heading: `Bank slip not accepted: ${ref}`,
        lines: [`We could not accept your bank slip${lastNote ? ` (${lastNote})` : ''}.`, ...payHow],
      }
  }
}

/** One e-mail of an entry, to the candidate's address, with the status link. */
export async function entryEmail(payload: Payload, entry: Entry, mail: EntryMail): Promise<EntryEmail> {
  const settings = await payload.findGlobal({ slug: 'entry-settings', depth: 0, overrideAccess: true })
  const company =
    (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).companyName ||
    'Lyceum Assessments'
  const stored = await payload.findByID({
    collection: 'entries',
    id: entry.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const key = stored.idempotencyKey
  const bank = settings.bank?.accountNumber
    ? [settings.bank.accountName, settings.bank.accountNumber, settings.bank.bankName].filter(Boolean).join(', ')
    : null
  const rejected = [...(entry.history ?? [])].reverse().find((h) => h.what.startsWith('Bank slip rejected'))
  const lastNote = rejected?.what.split(': ').slice(1).join(': ') ?? ''
  const { heading, lines } = nextSteps(entry, mail, bank, lastNote)
  const facts = [
    ...summary(entry, await offerName(payload, entry)),
    ...(entry.status === 'waiting-list' ? [] : feeLines(entry)),
  ]
  const link = key ? statusUrl(statusTokenOf(key)) : null
  const footer = [`Your reference is ${escape(entry.reference)}. Quote it when you write or call.`]
  return {
    to: entry.candidate.email,
    subject: heading.replace(/[\r\n]+/g, ' '),
    html: layout({
      company,
      heading,
      paragraphs: [...lines.map(escape), facts.map(escape).join('<br>')],
      ...(link ? { button: { href: link, label: 'See your entry' } } : {}),
      footer,
    }),
    text: [
      heading,
      '',
      ...lines,
      '',
      ...facts,
      ...(link ? ['', `Your entry: ${link}`] : []),
      '',
      `Reference: ${entry.reference}`,
    ].join('\n'),
  }
}
