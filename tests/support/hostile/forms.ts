import type { OutgoingHttpHeaders } from 'node:http'

// The hostile suite's table of form bodies that must be refused; cases.ts sends them.

// ---- Form bodies that must be refused (and store nothing).
export const forms = ['/api/contact-us', '/api/contact-ielts', '/api/enter?kind=exam&id=1']
// The candidate's uploads: multipart only (else 415); a post without a status link's token names no entry (404).
export const uploadForms = ['/api/entry-slip', '/api/entry-document']
export const json = { 'content-type': 'application/json', accept: 'application/json' }
export const boundary = '----hostile'
const multipart = (parts: string) => `--${boundary}\r\n${parts}\r\n--${boundary}--\r\n`
export const formBodies: [string, string | Buffer, OutgoingHttpHeaders, number[]][] = [
  [
    '2 MB form body',
    'message=' + 'x'.repeat(2_000_000),
    { 'content-type': 'application/x-www-form-urlencoded' },
    [413],
  ],
  [
    '12 MB multipart',
    multipart(`Content-Disposition: form-data; name="message"\r\n\r\n${'x'.repeat(12_000_000)}`),
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
    [413],
  ],
  ['text/plain', 'name=x', { 'content-type': 'text/plain' }, [415]],
  ['application/xml', '<a/>', { 'content-type': 'application/xml' }, [415]],
  ['no content type', 'name=x', {}, [400, 415]],
  ['multipart without boundary', 'x', { 'content-type': 'multipart/form-data' }, [400, 415]],
  ['multipart, garbage', 'garbage', { 'content-type': `multipart/form-data; boundary=${boundary}` }, [400]],
  [
    'multipart, truncated',
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx`,
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
    [400],
  ],
  [
    'multipart, a 3 MB file field',
    multipart(
      `Content-Disposition: form-data; name="message"; filename="a.exe"\r\nContent-Type: ` +
        `application/octet-stream\r\n\r\n${'M'.repeat(3_000_000)}`,
    ),
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
    [400, 413],
  ],
  [
    'multipart, NUL in names',
    multipart(`Content-Disposition: form-data; name="na\0me"\r\n\r\nx`),
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
    [400],
  ],
  ['JSON, invalid', '{', json, [400, 415]],
  ['JSON, an array', '[]', json, [400, 415]],
  ['JSON, null', 'null', json, [400, 415]],
  [
    'JSON, operators as values',
    JSON.stringify({ title: 'IELTS', fname: { $ne: 1 }, lname: ['a'], email: { $gt: '' }, phone: 1 }),
    json,
    [400, 415],
  ],
  [
    'JSON, NUL and control characters',
    JSON.stringify({
      title: 'IELTS',
      fname: 'a\u0000b',
      lname: '\u0007',
      email: 'x\u0000@example.lk',
      phone: '0771234567',
    }),
    json,
    [400, 415],
  ],
  [
    'JSON, over-long fields',
    JSON.stringify({
      title: 'IELTS',
      fname: 'x'.repeat(10_000),
      lname: 'y',
      email: 'a@example.lk',
      phone: '0771234567',
    }),
    json,
    [400, 415],
  ],
  [
    'JSON, unknown course',
    JSON.stringify({ title: 'NOPE', fname: 'x', lname: 'y', email: 'a@example.lk', phone: '0771234567' }),
    json,
    [400, 415],
  ],
  ['JSON, prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', json, [400, 415]],
  [
    'form, invalid e-mail',
    'name=x&email=not-an-email&subject=s&message=m&title=IELTS&fname=a&lname=b&phone=0771234567',
    { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    [400],
  ],
  [
    'form, broken encoding',
    'name=%ff%fe&email=%zz&subject=%&message=%c0%af',
    { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    [400],
  ],
  [
    'form, repeated fields',
    'name=a&name=b&email=a@example.lk&email=b@example.lk&subject=s',
    { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    [400, 415],
  ],
]
