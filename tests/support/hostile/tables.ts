import type { OutgoingHttpHeaders } from 'node:http'

// The hostile suite's tables: what an attacker sends, by class. cases.ts turns them into requests.

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

// ---- Payload REST queries that cannot run: an unknown operator, an object where a value belongs, bad numbers.
export const badQueries = [
  'where[title][equals][$ne]=1',
  'where[title][$ne]=1',
  'where[title][nope]=1',
  'where[nope][equals]=1',
  'where[createdAt][greater_than]=abc',
  'where[createdAt][equals]=2020-99-99',
  'where[updatedAt][less_than][a]=1',
  'where[id][equals]=abc',
  'where[id][in]=a,b',
  'where[id][in][0][x]=1',
  'where[title][near]=1',
  'where[title][near]=1,2,3',
  'where[title][within]=1',
  'where[title][within][type]=Polygon',
  'where[title][intersects]=1',
  'where[author.email][near]=1,2',
  'where[title][all]=a,b',
  'where[title][all][0]=a',
  'where[id][all]=1,2',
  `where=${encodeURIComponent('{"title":{"all":["a","b"]}}')}`,
  'where[title][in][a]=1',
  'where[title][not_in][0][x]=1',
  'where[createdAt][in]=x,y',
  'where[id][not_in]=a',
  'where[title][like][a]=1',
  'where[title][contains][0]=a&where[title][contains][1]=b',
  'where[title][not_like][$regex]=x',
  'where[title][exists]=maybe',
  'where[title][exists]=',
  'where[title][exists][a]=1',
  'where[title][equals][0]=a&where[title][equals][1]=b',
  'where[and]=1',
  'where[or]=x',
  'where[or][0]=x',
  'where=abc',
  `where=${encodeURIComponent('{"title":{"$ne":1}}')}`,
  'where[or][0][or][0][or][0][or][0][or][0][or][0][or][0][or][0][or][0][title][equals]=x',
  'depth=abc',
  'depth=-1',
  'depth=1000',
  'depth[a]=1',
  'limit=-1',
  'limit=abc',
  'limit=99999999999',
  'limit=1.5',
  'limit[a]=1',
  'page=-1',
  'page=1e9',
  'page=abc',
  'page=0',
  'sort=nope',
  'sort[a]=1',
  'sort=title;drop%20table%20blogs',
]
export const publicCollections = [
  'blogs',
  'events',
  'exams',
  'exam-categories',
  'media',
  'downloads',
  'download-categories',
  'values',
  'slider-items',
]
export const privateCollections = [
  'users',
  'contact-messages',
  'enquiries',
  'notifications',
  'entries',
  'payments',
  'entry-files',
  'payment-notifications',
]
export const badIds = ['abc', '1e9', '-1', '0x1', '99999999999999999999', '1.5', '%20', 'null']

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

// ---- GraphQL bodies: unreadable, the wrong shape, introspection, depth, recursion, size.
const deepSelection = (depth: number) => '{ a '.repeat(depth) + '}'.repeat(depth)
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`
export const graphqlBodies: [string, string, number[]][] = [
  ['invalid JSON', '{', [400]],
  ['truncated JSON', '{"query":', [400]],
  ['empty body', '', [400]],
  ['null', 'null', [400]],
  ['an array (batch)', JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ __typename }' }))), [400]],
  ['a string', '"x"', [400]],
  ['a number', '1', [400]],
  ['query not a string', '{"query":1}', [400]],
  ['syntax error', '{"query":"{"}', [400]],
  ['introspection __schema', JSON.stringify({ query: '{ __schema { types { name } } }' }), [400]],
  ['introspection __type', JSON.stringify({ query: '{ __type(name: "Blog") { name fields { name } } }' }), [400]],
  ['deep nesting (50)', JSON.stringify({ query: deepSelection(50) }), [400]],
  ['deep nesting (5000)', JSON.stringify({ query: deepSelection(5000) }), [400, 413]],
  [
    'recursive fragments',
    JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
    [400],
  ],
  [
    'self-recursive fragment',
    JSON.stringify({ query: '{ Blogs { docs { ...F } } } fragment F on Blog { id ...F }' }),
    [400],
  ],
  ['4,000 aliases', JSON.stringify({ query: aliases(4000) }), [400]],
  [
    '500 aliased lists',
    JSON.stringify({
      query: `{ ${Array.from({ length: 500 }, (_, i) => `b${i}: Blogs { docs { id title } }`).join(' ')} }`,
    }),
    [400],
  ],
  ['variables not an object', JSON.stringify({ query: '{ __typename }', variables: 'x' }), [400]],
  ['unknown operationName', JSON.stringify({ query: '{ __typename }', operationName: 'Nope' }), [400]],
  ['unknown field', JSON.stringify({ query: '{ nope }' }), [400]],
  ['200 kB query', JSON.stringify({ query: `{ __typename ${' '.repeat(200_000)}}` }), [413]],
  [
    'mutation without signing in',
    JSON.stringify({
      query: 'mutation { createUser(data: { email: "x@example.lk", password: "abcdefghijklmnop" }) { id } }',
    }),
    [400, 401, 403],
  ],
  [
    'contact message by mutation',
    JSON.stringify({
      query:
        'mutation { createContactMessage(data: { name: "x", email: "x@example.lk", subject: "x", message: "x" }) { id } }',
    }),
    [400, 401, 403],
  ],
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

// ---- Form bodies that must be refused (and store nothing).
export const forms = ['/api/contact-us', '/api/contact-ielts', '/api/enter?kind=exam&id=1']
// The candidate's uploads: multipart only (415 otherwise), and a post without a status link's token names no entry (404).
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
      `Content-Disposition: form-data; name="message"; filename="a.exe"\r\nContent-Type: application/octet-stream\r\n\r\n${'M'.repeat(3_000_000)}`,
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

// ---- Query strings: paging out of range on pages and lists, huge and repeated parameters.
export const pagedPages = ['/blogs', '/gallery', '/blogs-and-gallery']
export const pagedLists = ['/api/get-all-blogs', '/api/get-all-events']
export const badPaging = [
  'page=-1',
  'page=1e9',
  'page=abc',
  'page=0',
  'page=1.5',
  'page=%00',
  'page=99999999999999999999',
  'page[]=1',
  'page=1&page=2',
  'page=1&limit=-1',
  'page=1&limit=1e9',
  'page=%ff',
]
export const junkQueries = [
  'x=' + 'y'.repeat(6_000),
  Array.from({ length: 1_000 }, (_, i) => `p${i}=1`).join('&'),
  Array.from({ length: 1_000 }, () => 'a=1').join('&'),
  '%ff=%fe',
  'a[b][c][d][e][f][g][h][i][j][k][l]=1',
  'utm_source=%00%0d%0a',
]
