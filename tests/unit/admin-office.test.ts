import { describe, expect, it } from 'vitest'
import { age, staffTime } from '@/lib/staffTime'
import { csvCell, csvLine } from '@/admin/inbox/csvColumns'
import { exportWhere } from '@/admin/inbox/csvExport'
import { replyLink } from '@/admin/inbox/replyLink'
import { colomboLocalInput, defaultScheduleType } from '@/admin/schedule/scheduleChoice'
import { htmlToPlainText } from '@/lib/sanitizeHtml'

// The admin's small rules, in the words the office reads.

describe('times for staff', () => {
  it('are Sri Lanka time with the year', () => {
    expect(staffTime('2026-11-28T08:35:00Z')).toBe('28 Nov 2026, 14:05')
    expect(staffTime(null)).toBe('')
    expect(colomboLocalInput(new Date('2026-11-28T08:35:00Z'))).toBe('2026-11-28T14:05')
  })
  it('say how long a message has waited in words', () => {
    const now = new Date('2026-11-28T12:00:00Z')
    expect(age('2026-11-28T11:59:40Z', now)).toBe('just now')
    expect(age('2026-11-28T11:00:00Z', now)).toBe('1 hour')
    expect(age('2026-11-26T10:00:00Z', now)).toBe('2 days')
    expect(age('2026-10-01T10:00:00Z', now)).toBe('8 weeks')
  })
})

describe('the inbox CSV', () => {
  it('quotes what needs quoting and never lets a spreadsheet run a formula', () => {
    expect(csvLine(['a', 'b, c', 'say "hi"', 'two\nlines'])).toBe('a,"b, c","say ""hi""","two\nlines"\r\n')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell(undefined)).toBe('')
  })
  it('combines the list’s filter and search box', () => {
    expect(exportWhere('contact-messages', {})).toEqual({})
    const where = exportWhere('enquiries', { where: { handled: { not_equals: 'true' } }, search: ' Silva ' })
    expect(where.and?.[0]).toEqual({ handled: { not_equals: 'true' } })
    expect(where.and?.[1]).toEqual({
      or: ['fname', 'lname', 'email', 'phone', 'message'].map((f) => ({ [f]: { like: 'Silva' } })),
    })
  })
})

describe('the reply link', () => {
  it('opens a mail to the sender with "Re:" and the message quoted', () => {
    const link = replyLink('nimal@example.lk', 'Fees', 'Hello\nThanks', 'Nimal')
    expect(link.startsWith('mailto:nimal%40example.lk?')).toBe(true)
    const params = new URLSearchParams(link.split('?')[1])
    expect(params.get('subject')).toBe('Re: Fees')
    expect(params.get('body')).toBe('\n\nNimal wrote:\n> Hello\n> Thanks')
    expect(link).not.toContain('+')
  })
})

describe('the schedule drawer’s first choice', () => {
  it('publishes a draft never published, or waiting changes; unpublishes a published document with none', () => {
    expect(defaultScheduleType({ hasPublishedDoc: false, unpublishedVersionCount: 0 })).toBe('publish')
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 2 })).toBe('publish')
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 0 })).toBe('unpublish')
  })
})

describe('plain text of rich text', () => {
  it('keeps a space between blocks', () => {
    expect(htmlToPlainText('<p>Nothing is forgotten.</p><h2>What to bring</h2><ul><li>Your statement</li></ul>')).toBe(
      'Nothing is forgotten. What to bring Your statement',
    )
  })
})

describe('SEO auto-generate', () => {
  it('stays within the SEO plugin’s own title limit', async () => {
    const { fittedTitle, SEO_TITLE_MAX } = await import('@/seo/plugin')
    expect(fittedTitle('IELTS open day')).toBe('IELTS open day · Lyceum Assessments')
    const long = fittedTitle('How to prepare for your International GCSE examinations without stress')
    expect(long.length).toBeLessThanOrEqual(SEO_TITLE_MAX)
    expect(long).toMatch(/^How to prepare for your International GCSE .*…$/)
  })
})

describe('a refused save’s field messages', () => {
  it('are kept in the answer whatever the bundle calls the error class', async () => {
    const { keepFieldErrors } = await import('@/admin/keepFieldErrors')
    const error = Object.assign(new Error('The following field is invalid: Alt text'), {
      name: 't',
      status: 400,
      data: { collection: 'media', errors: [{ path: 'alt', message: 'Write the alt text' }] },
    })
    const kept = await keepFieldErrors({ error, result: { errors: [{ message: error.message }] } } as never)
    expect(kept).toEqual({
      response: { errors: [{ name: 'ValidationError', message: error.message, data: error.data }] },
      status: 400,
    })
    expect(await keepFieldErrors({ error: Object.assign(new Error('x'), { status: 500 }) } as never)).toBeUndefined()
  })
})

describe('the admin warm-up', () => {
  it('reads the static files the sign-in page names', async () => {
    const { staticAssetsOf } = await import('@/admin/warmUp')
    const html =
      '<script src="/_next/static/chunks/a.js"></script><link rel="stylesheet" ' +
      'href="/_next/static/css/b.css"><script src="/_next/static/chunks/a.js"></script><a href="/admin">'
    expect(staticAssetsOf(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/css/b.css'])
  })

  it('asks for the sign-in page and its files once, and asks nothing once a shutdown began', async () => {
    const { warmAdmin } = await import('@/admin/warmUp')
    const http = await import('node:http')
    const asked: string[] = []
    const server = http.createServer((req, res) => {
      asked.push(req.url!)
      res.end(req.url === '/admin/login' ? '<script src="/_next/static/chunks/a.js"></script>' : 'x')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as import('node:net').AddressInfo).port
    try {
      expect(await warmAdmin(port, () => {}, { stopped: () => true })).toBeNull()
      expect(asked).toEqual([])
      expect(await warmAdmin(port, () => {})).toBe(200)
      expect(asked).toEqual(['/admin/login', '/_next/static/chunks/a.js'])
    } finally {
      server.close()
    }
  })
})
