import type { OutgoingHttpHeaders } from 'node:http'

// The hostile suite's tables of paths, request targets, methods and headers; cases.ts turns them into requests.

// ---- Dynamic routes: every page and /api/get-* call that takes a path segment from the visitor.
export const dynamicRoutes = [
  '/blog/{}',
  '/gallery/{}',
  '/examinations/pearson/{}',
  '/examinations/{}/x',
  '/exam-calendar/{}.ics',
  '/api/get-single-blog/{}',
  '/api/get-single-event/{}',
  '/api/get-single-exam/{}',
  '/api/get-exam-downloads/{}',
  '/api/get-exams-category/{}',
  '/api/get-examinations-category/{}',
  '/api/blogs/{}',
]
export const malformedEncodings = [
  '%ff%fe',
  '%zz',
  '%',
  'abc%',
  '%2',
  '%c0%af',
  '%ed%a0%80',
  '%e0%80%80',
  '%f8%88%80%80%80',
  '%c3',
  '%u0041',
  '%%',
]
export const oddSegments = [
  '%00',
  'a%00b',
  '..%2f..%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '%F0%9F%98%80',
  '%E0%B6%BD%E0%B6%82%E0%B6%9A%E0%B7%8F',
  '%E2%80%AEevil',
  '%0d%0aSet-Cookie:%20x=1',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201=1--",
  'x'.repeat(3000),
  'UPPER-Case',
]

// ---- Upload files: missing ones, and every way out of the upload folder.
export const uploadFiles = [
  '..%252f..%252fetc%252fpasswd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5c..%5cpackage.json',
  '....%2f%2f....%2f%2fetc%2fpasswd',
  'missing.jpg',
  'missing.pdf',
  '%00.jpg',
  'a%00.pdf',
  '.env',
  'x'.repeat(400) + '.jpg',
  '%ff%fe.jpg',
]

// ---- Request targets other than a path (raw request lines: fetch and node:http send only paths). `*` is
// OPTIONS's alone (204 with Allow); an http URL (absolute form) is served as its path; the rest is 400.
export const requestTargets: [string, string, number[]][] = [
  ['OPTIONS', '*', [204]],
  ['GET', '*', [400]],
  ['HEAD', '*', [400]],
  ['POST', '*', [400]],
  ['DELETE', '*', [400]],
  ['GET', '*/blogs', [400]],
  ['GET', 'http://localhost/', [200]],
  ['GET', 'http://localhost', [200]],
  ['GET', 'HTTP://LOCALHOST/blogs?page=1', [200]],
  ['GET', 'http://localhost/api/get-banner', [200]],
  ['GET', 'https://evil.example/blogs', [200]],
  ['GET', 'http://[::1]:80/', [200]],
  ['GET', 'http://localhost/blog/%ff%fe', [400, 404]],
  ['OPTIONS', 'http://localhost/', []],
  ['GET', 'http://user:pass@localhost/', [400]],
  ['GET', 'http:///blogs', [400]],
  ['GET', 'ftp://localhost/', [400]],
  ['GET', 'localhost:80', [400]],
  ['OPTIONS', 'localhost:80', [400]],
  ['GET', 'blogs', [400]],
  ['GET', '?a=1', [400]],
]

// ---- Methods nobody may use, on pages and API calls alike.
export const methodPaths = [
  '/',
  '/blogs',
  '/contact-us',
  '/blog/x',
  '/api/contact-us',
  '/api/contact-ielts',
  '/api/entry-slip',
  '/api/payments/payhere/notify',
  '/api/get-all-blogs',
  '/api/get-single-blog/x',
  '/api/blogs',
  '/api/graphql',
  '/admin',
]
export const refusedMethods: [string, number[]][] = [
  ['TRACE', [405]],
  ['TRACK', [400, 405]],
  ['PROPFIND', [405]],
  ['MKCOL', [405]],
  ['FOO', [400, 405]],
]

// ---- Headers: huge, many, repeated, lying.
export const headerPaths = ['/', '/blogs', '/api/get-all-blogs', '/api/blogs', '/api/users/me']
export const headerSets: [string, OutgoingHttpHeaders | string, number[]][] = [
  ['a 20 kB header', { 'x-junk': 'x'.repeat(20_000) }, [431]],
  ['200 headers', Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`x-h${i}`, 'y'.repeat(40)])), []],
  ['an 8 kB cookie', { cookie: `payload-token=${'a'.repeat(8_000)}` }, []],
  ['a forged session cookie', { cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.forged' }, []],
  ['a forged JWT header', { authorization: 'JWT eyJhbGciOiJub25lIn0.eyJpZCI6MX0.' }, []],
  ['Bearer junk', { authorization: `Bearer ${'%'.repeat(500)}` }, []],
  ['Basic junk', { authorization: 'Basic !!!' }, []],
  ['Host elsewhere', { host: 'evil.example' }, []],
  ['X-Forwarded-Host elsewhere', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' }, []],
  [
    'forged client address and request id',
    { 'x-client-address': '1.2.3.4', 'x-request-id': 'r'.repeat(5_000), 'x-forwarded-for': '1.1.1.1, 2.2.2.2' },
    [],
  ],
  [
    'junk Accept and Accept-Language',
    { accept: '*/*;q=x,'.repeat(200), 'accept-language': 'zz-ZZ;q=2,'.repeat(300) },
    [],
  ],
  ['junk Range', { range: 'bytes=abc-,-,5-1' }, []],
  ['junk conditional headers', { 'if-none-match': '"x"'.repeat(500), 'if-modified-since': 'yesterday' }, []],
  ['Content-Type on a GET', { 'content-type': 'multipart/form-data; boundary=' }, []],
  ['repeated Host', 'Host: localhost\r\nHost: evil.example\r\n', [400]],
  ['a header without a colon', 'Host: localhost\r\nnonsense\r\n', [400]],
  ['a NUL in a header value', 'Host: localhost\r\nX-A: a\0b\r\n', [400]],
  ['obsolete line folding', 'Host: localhost\r\nX-A: a\r\n b\r\n', [400]],
]
