import { eventLabel, feeAt, longDate, seriesTitle } from '@/calendar/upcoming'
import type { PublicSeries } from '@/calendar/series'
import { env } from '@/lib/env'
import { manageUrl, unsubscribeUrl } from './links'
import type { DueReminder } from './schedule'

// The reminder e-mails, as HTML with a plain-text twin. Only staff-entered series data and our own
// words go in; every value is escaped.

export type ReminderEmail = {
  to: string
  subject: string
  html: string
  text: string
  headers?: Record<string, string>
}

export const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 150)

/** "IELTS, Test on 12 December 2026" or "International GCSE (IG) Examinations, May/June 2027". */
export const seriesName = (s: PublicSeries) => `${s.exam.name}, ${seriesTitle(s)}`

export type Layout = {
  company: string
  heading: string
  paragraphs: string[]
  button?: { href: string; label: string }
  footer: string[]
}

export function layout({ company, heading, paragraphs, button, footer }: Layout): string {
  const p = (html: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${html}</p>`
  const cta = button
    ? `<p style="margin:24px 0"><a href="${escape(button.href)}" ` +
      'style="display:inline-block;background:#0f2a4a;color:#ffffff;padding:12px 22px;border-radius:999px;' +
      `font-weight:600;text-decoration:none">${escape(button.label)}</a></p>`
    : ''
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escape(heading)}</title></head>` +
    '<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">' +
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px">` +
    '<p style="margin:0 0 16px;font-size:14px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;' +
    `color:#0f766e">${escape(company)}</p>` +
    `<div style="background:#ffffff;border-radius:16px;padding:24px">` +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f2a4a">${escape(heading)}</h1>` +
    paragraphs.map(p).join('') +
    cta +
    '</div><div style="padding:16px 8px;font-size:13px;line-height:1.5;color:#475569">' +
    `${footer.map((f) => `<p style="margin:0 0 8px">${f}</p>`).join('')}</div>` +
    `</div></body></html>`
  )
}

// A bare address breaks anywhere, so a phone's mail app never scrolls sideways for it.
const link = (href: string, label: string) =>
  `<a href="${escape(href)}" style="color:#0f766e;word-break:break-all">${escape(label)}</a>`

/** The double opt-in: nothing is sent to the address until its owner follows this link. */
export function confirmationEmail({
  to,
  token,
  series,
  company,
}: {
  to: string
  token: string
  series: PublicSeries
  company: string
}): ReminderEmail {
  const name = seriesName(series)
  const manage = manageUrl(token)
  const heading = 'Confirm your exam reminders'
  const intro = `Someone, we hope you, asked for e-mail reminders of the deadlines and results day of ${name}.`
  const ignore = 'If it was not you, ignore this e-mail: without confirmation we send nothing more.'
  return {
    to,
    subject: `Confirm your reminders: ${oneLine(name)}`,
    html: layout({
      company,
      heading,
      paragraphs: [escape(intro), 'Confirm to start them; you can stop them at any time.'],
      button: { href: manage, label: 'Confirm my reminders' },
      footer: [escape(ignore), `Or open this link: ${link(manage, manage)}`],
    }),
    text: [heading, '', intro, '', `Confirm: ${manage}`, '', ignore].join('\n'),
  }
}

/** "Registration deadline in 7 days: 19 November 2026", or results day. */
function reminderLines(series: PublicSeries, due: DueReminder) {
  const event = due.seriesEvent
  const label = eventLabel(series, event)
  const when = longDate(event.start)
  if (due.kind === 'results-day') {
    return {
      subject: `Results day: ${seriesName(series)}`,
      heading: `Results day for ${seriesName(series)}`,
      facts: [
        `Results are out ${due.daysLeft === 0 ? 'today' : `since ${when}`}.`,
        'See the exam page for how to get them.',
      ],
    }
  }
  const left = due.daysLeft === 0 ? 'today' : due.daysLeft === 1 ? 'tomorrow' : `in ${due.daysLeft} days`
  const time = event.time ? `, ${event.time} Colombo time` : ''
  const fee = feeAt(series, event)
  return {
    subject: `${label} ${left}: ${seriesName(series)}`,
    heading: `${label} ${left}`,
    facts: [`${seriesName(series)}: ${label.toLowerCase()} on ${when}${time}.`, ...(fee ? [`Fee: ${fee}.`] : [])],
  }
}

/** A reminder, with RFC 8058 one-click unsubscribe headers and the manage link. */
export function reminderEmail({
  to,
  token,
  series,
  due,
  company,
}: {
  to: string
  token: string
  series: PublicSeries
  due: DueReminder
  company: string
}): ReminderEmail {
  const { subject, heading, facts } = reminderLines(series, due)
  const page = `${env().serverUrl}${series.exam.path}`
  const manage = manageUrl(token)
  const why = `You get this e-mail because you asked for reminders of ${seriesName(series)}.`
  return {
    to,
    subject: oneLine(subject),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    html: layout({
      company,
      heading,
      paragraphs: facts.map(escape),
      button: { href: page, label: 'See dates and fees' },
      footer: [escape(why), `${link(manage, 'Manage or stop your reminders')}`],
    }),
    text: [
      heading,
      '',
      ...facts,
      '',
      `Dates and fees: ${page}`,
      '',
      why,
      `Manage or stop your reminders: ${manage}`,
    ].join('\n'),
  }
}
