import type { OutgoingHttpHeaders } from 'node:http'
import { sendHttp, sendRaw, type Outcome, type Target } from './send'

// The hostile cases, generated from tables (routes × payloads). Each names the statuses the issue asks
// for where it names them; every case, named or not, fails on a 5xx, on no answer, or on an answer
// slower than the suite's limit. To add a case, add a row to a table below (or a table and a class).

export type HostileCase = {
  /** The class in the closing table (one Playwright test each). */
  kind: string
  name: string
  send: (target: Target) => Promise<Outcome>
  /** Statuses that are right; empty: any answer below 500. */
  expect: number[]
  /** A closed connection is a correct answer (the server refused what it could not parse, or stopped reading). */
  closeIsAnswer?: boolean
  /** How long the answer may take; the default is the suite's 2 s. */
  maxMs?: number
}

export const MAX_MS = 2_000
/** A request whose body or headers never finish is answered or closed within the server's timeouts. */
export const SLOW_REQUEST_MS = Number(process.env.HOSTILE_SLOW_REQUEST_MS ?? 30_000)

const NOT_FOUND = [400, 404]
const CLIENT_ERROR = Array.from({ length: 100 }, (_, i) => 400 + i)

const get = (path: string, headers?: OutgoingHttpHeaders) => (t: Target) => sendHttp(t, { method: 'GET', path, headers })
const send = (method: string, path: string, body?: string | Buffer, headers?: OutgoingHttpHeaders) => (t: Target) =>
  sendHttp(t, { method, path, headers: { ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}), ...headers }, body })
const raw = (bytes: string | Buffer, timeoutMs?: number) => (t: Target) => sendRaw(t, bytes, timeoutMs)
const rawGet = (path: string, extra = '') => raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`)

// ---- Dynamic routes: every page and /api/get-* call that takes a path segment from the visitor.
const dynamicRoutes = [
  '/blog/{}',
  '/gallery/{}',
  '/examinations/pearson/{}',
  '/examinations/{}/x',
  '/api/get-single-blog/{}',
  '/api/get-single-event/{}',
  '/api/get-single-exam/{}',
  '/api/get-exam-downloads/{}',
  '/api/get-exams-category/{}',
  '/api/get-examinations-category/{}',
  '/api/blogs/{}',
]
const malformedEncodings = [
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
const oddSegments = [
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
const uploadFiles = [
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
const badQueries = [
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
  'where[title][within]=1',
  'where[title][exists]=maybe',
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
const publicCollections = [
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
const privateCollections = ['users', 'contact-messages', 'enquiries', 'notifications']
const badIds = ['abc', '1e9', '-1', '0x1', '99999999999999999999', '1.5', '%20', 'null']

// ---- GraphQL bodies: unreadable, the wrong shape, introspection, depth, recursion, size.
const deepSelection = (depth: number) => '{ a '.repeat(depth) + '}'.repeat(depth)
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`
const graphqlBodies: [string, string, number[]][] = [
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
  ['recursive fragments', JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }), [400]],
  ['self-recursive fragment', JSON.stringify({ query: '{ Blogs { docs { ...F } } } fragment F on Blog { id ...F }' }), [400]],
  ['4,000 aliases', JSON.stringify({ query: aliases(4000) }), [400]],
  [
    '500 aliased lists',
    JSON.stringify({ query: `{ ${Array.from({ length: 500 }, (_, i) => `b${i}: Blogs { docs { id title } }`).join(' ')} }` }),
    [400],
  ],
  ['variables not an object', JSON.stringify({ query: '{ __typename }', variables: 'x' }), [400]],
  ['unknown operationName', JSON.stringify({ query: '{ __typename }', operationName: 'Nope' }), [400]],
  ['unknown field', JSON.stringify({ query: '{ nope }' }), [400]],
  ['200 kB query', JSON.stringify({ query: `{ __typename ${' '.repeat(200_000)}}` }), [413]],
  [
    'mutation without signing in',
    JSON.stringify({ query: 'mutation { createUser(data: { email: "x@example.lk", password: "abcdefghijklmnop" }) { id } }' }),
    [400, 401, 403],
  ],
  [
    'contact message by mutation',
    JSON.stringify({
      query: 'mutation { createContactMessage(data: { name: "x", email: "x@example.lk", subject: "x", message: "x" }) { id } }',
    }),
    [400, 401, 403],
  ],
]

// ---- Methods nobody may use, on pages and API calls alike.
const methodPaths = [
  '/',
  '/blogs',
  '/contact-us',
  '/blog/x',
  '/api/contact-us',
  '/api/contact-ielts',
  '/api/get-all-blogs',
  '/api/get-single-blog/x',
  '/api/blogs',
  '/api/graphql',
  '/admin',
]
const refusedMethods: [string, number[]][] = [
  ['TRACE', [405]],
  ['TRACK', [400, 405]],
  ['PROPFIND', [405]],
  ['MKCOL', [405]],
  ['FOO', [400, 405]],
]

// ---- Form bodies that must be refused (and store nothing).
const forms = ['/api/contact-us', '/api/contact-ielts']
const json = { 'content-type': 'application/json', accept: 'application/json' }
const boundary = '----hostile'
const multipart = (parts: string) => `--${boundary}\r\n${parts}\r\n--${boundary}--\r\n`
const formBodies: [string, string | Buffer, OutgoingHttpHeaders, number[]][] = [
  ['2 MB form body', 'message=' + 'x'.repeat(2_000_000), { 'content-type': 'application/x-www-form-urlencoded' }, [413]],
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
    JSON.stringify({ title: 'IELTS', fname: 'a\u0000b', lname: '\u0007', email: 'x\u0000@example.lk', phone: '0771234567' }),
    json,
    [400, 415],
  ],
  [
    'JSON, over-long fields',
    JSON.stringify({ title: 'IELTS', fname: 'x'.repeat(10_000), lname: 'y', email: 'a@example.lk', phone: '0771234567' }),
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
const headerPaths = ['/', '/blogs', '/api/get-all-blogs', '/api/blogs', '/api/users/me']
const headerSets: [string, OutgoingHttpHeaders | string, number[]][] = [
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
  ['junk Accept and Accept-Language', { accept: '*/*;q=x,'.repeat(200), 'accept-language': 'zz-ZZ;q=2,'.repeat(300) }, []],
  ['junk Range', { range: 'bytes=abc-,-,5-1' }, []],
  ['junk conditional headers', { 'if-none-match': '"x"'.repeat(500), 'if-modified-since': 'yesterday' }, []],
  ['Content-Type on a GET', { 'content-type': 'multipart/form-data; boundary=' }, []],
  ['repeated Host', 'Host: localhost\r\nHost: evil.example\r\n', [400]],
  ['a header without a colon', 'Host: localhost\r\nnonsense\r\n', [400]],
  ['a NUL in a header value', 'Host: localhost\r\nX-A: a\0b\r\n', [400]],
  ['obsolete line folding', 'Host: localhost\r\nX-A: a\r\n b\r\n', [400]],
]

// ---- Query strings: paging out of range on pages and lists, huge and repeated parameters.
const pagedPages = ['/blogs', '/gallery', '/blogs-and-gallery']
const pagedLists = ['/api/get-all-blogs', '/api/get-all-events']
const badPaging = [
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
const junkQueries = [
  'x=' + 'y'.repeat(6_000),
  Array.from({ length: 1_000 }, (_, i) => `p${i}=1`).join('&'),
  Array.from({ length: 1_000 }, () => 'a=1').join('&'),
  '%ff=%fe',
  'a[b][c][d][e][f][g][h][i][j][k][l]=1',
  'utm_source=%00%0d%0a',
]

/** Every case, in class order. */
export function hostileCases(): HostileCase[] {
  const cases: HostileCase[] = []
  const add = (c: HostileCase) => cases.push(c)

  for (const route of dynamicRoutes)
    for (const bad of malformedEncodings) {
      const path = route.replace('{}', bad)
      add({ kind: 'malformed percent-encoding', name: `GET ${path}`, send: get(path), expect: NOT_FOUND })
    }
  for (const route of ['/blog/{}', '/api/get-single-blog/{}'])
    for (const bytes of ['\xff\xfe', 'ünï', 'a b', '\x7f'])
      add({
        kind: 'malformed percent-encoding',
        name: `GET ${route.replace('{}', JSON.stringify(bytes))} (raw bytes)`,
        send: rawGet(route.replace('{}', bytes)),
        expect: NOT_FOUND,
        closeIsAnswer: true,
      })

  for (const route of dynamicRoutes)
    for (const odd of oddSegments) {
      const path = route.replace('{}', odd)
      add({ kind: 'unicode, NUL, traversal', name: `GET ${path.slice(0, 90)}`, send: get(path), expect: [400, 404, 414] })
    }
  for (const path of [
    '/blog/%2e%2e',
    '/api/get-single-blog/%2e%2e',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/.env',
    '/.git/config',
    '/package.json',
    '//admin',
    '/_next/../../package.json',
    '/_next/static/..%2f..%2f..%2fpackage.json',
    '/api/../../package.json',
  ])
    add({ kind: 'unicode, NUL, traversal', name: `GET ${path}`, send: rawGet(path), expect: [], closeIsAnswer: true })

  for (const collection of ['media', 'downloads'])
    for (const file of uploadFiles) {
      const path = `/api/${collection}/file/${file}`
      add({ kind: 'upload files', name: `GET ${path.slice(0, 90)}`, send: get(path), expect: [400, 403, 404] })
    }

  for (const collection of publicCollections)
    for (const query of badQueries) {
      const path = `/api/${collection}?${query}`
      add({ kind: 'Payload REST queries', name: `GET ${path.slice(0, 100)}`, send: get(path), expect: [400] })
    }
  for (const collection of privateCollections)
    for (const query of badQueries.filter((_, i) => i % 3 === 0)) {
      const path = `/api/${collection}?${query}`
      add({ kind: 'Payload REST queries', name: `GET ${path.slice(0, 100)}`, send: get(path), expect: [400, 401, 403] })
    }
  for (const collection of ['blogs', 'media', 'users', 'contact-messages'])
    for (const id of badIds) {
      add({
        kind: 'Payload REST queries',
        name: `GET /api/${collection}/${id}`,
        send: get(`/api/${collection}/${id}`),
        expect: [400, 401, 403, 404],
      })
      add({
        kind: 'Payload REST queries',
        name: `PATCH /api/${collection}/${id}`,
        send: send('PATCH', `/api/${collection}/${id}`, '{}', json),
        expect: [400, 401, 403, 404],
      })
    }
  add({
    kind: 'Payload REST queries',
    name: 'POST /api/blogs (GET by override, broken JSON)',
    send: send('POST', '/api/blogs', '{', { ...json, 'x-http-method-override': 'GET' }),
    expect: [400],
  })
  add({
    kind: 'Payload REST queries',
    name: 'POST /api/blogs (GET by override, bad where)',
    send: send('POST', '/api/blogs', 'where[title][$ne]=1', {
      'content-type': 'application/x-www-form-urlencoded',
      'x-payload-http-method-override': 'GET',
    }),
    expect: [400],
  })
  add({
    kind: 'Payload REST queries',
    name: 'DELETE /api/blogs?where[title][$ne]=1',
    send: send('DELETE', '/api/blogs?where[title][$ne]=1'),
    expect: [400, 401, 403],
  })

  const verify = ['abc', 'a'.repeat(500), '%ff', '..%2f..', '0']
  for (const token of verify)
    add({
      kind: 'account endpoints',
      name: `POST /api/users/verify/${token.slice(0, 40)}`,
      send: send('POST', `/api/users/verify/${token}`, ''),
      expect: NOT_FOUND,
    })
  const junkSignIns: [string, string, string][] = [
    ['login', '{', 'application/json'],
    ['login', '[]', 'application/json'],
    ['login', JSON.stringify({ email: { $gt: '' }, password: { $gt: '' } }), 'application/json'],
    ['login', JSON.stringify({ email: ['a@example.lk'], password: ['x'] }), 'application/json'],
    ['login', JSON.stringify({ email: 'nobody@example.lk', password: 'x'.repeat(100_000) }), 'application/json'],
    ['login', 'email=%ff&password=%zz', 'application/x-www-form-urlencoded'],
    ['login', 'x', 'text/plain'],
    ['forgot-password', '{', 'application/json'],
    ['forgot-password', JSON.stringify({ email: { $ne: null } }), 'application/json'],
    ['forgot-password', JSON.stringify({ email: 'x'.repeat(10_000) }), 'application/json'],
    ['reset-password', JSON.stringify({ token: { $ne: null }, password: 'abcdefghijklmnop' }), 'application/json'],
    ['reset-password', JSON.stringify({ token: 'nope', password: 'abcdefghijklmnop' }), 'application/json'],
    ['reset-password', '{', 'application/json'],
    ['unlock', JSON.stringify({ email: 'nobody@example.lk' }), 'application/json'],
    ['unlock', '{', 'application/json'],
    ['first-register', JSON.stringify({ email: 'intruder@example.lk', password: 'abcdefghijklmnop' }), 'application/json'],
    ['first-register', '{', 'application/json'],
    ['refresh-token', '', 'application/json'],
    ['logout', '', 'application/json'],
  ]
  for (const [endpoint, body, type] of junkSignIns)
    add({
      kind: 'account endpoints',
      name: `POST /api/users/${endpoint} ${type} ${body.slice(0, 40)}`,
      send: send('POST', `/api/users/${endpoint}`, body, { 'content-type': type }),
      // "If that address is ours, a link is on its way": the same answer for any address, by design.
      expect: endpoint === 'forgot-password' ? [...CLIENT_ERROR, 200] : CLIENT_ERROR,
    })
  add({
    kind: 'account endpoints',
    name: 'POST /api/users (create without signing in)',
    send: send(
      'POST',
      '/api/users',
      JSON.stringify({ email: 'intruder@example.lk', password: 'abcdefghijklmnop', roles: ['admin'] }),
      json,
    ),
    expect: [400, 401, 403],
  })

  for (const [name, body, expect] of graphqlBodies)
    add({ kind: 'GraphQL', name: `POST /api/graphql ${name}`, send: send('POST', '/api/graphql', body, json), expect })
  for (const type of [
    'text/plain',
    'application/graphql',
    `multipart/form-data; boundary=${boundary}`,
    'application/x-www-form-urlencoded',
  ])
    add({
      kind: 'GraphQL',
      name: `POST /api/graphql as ${type}`,
      send: send('POST', '/api/graphql', '{ __typename }', { 'content-type': type }),
      expect: [400, 415],
    })
  add({
    kind: 'GraphQL',
    name: 'GET /api/graphql?query={__schema{types{name}}}',
    send: get('/api/graphql?query=%7B__schema%7Btypes%7Bname%7D%7D%7D'),
    expect: [400, 404, 405],
  })

  for (const path of methodPaths) {
    for (const [method, expect] of refusedMethods)
      add({
        kind: 'methods',
        name: `${method} ${path}`,
        send: send(method, path),
        expect,
        closeIsAnswer: method === 'FOO' || method === 'TRACK',
      })
    add({
      kind: 'methods',
      name: `CONNECT ${path}`,
      send: raw(`CONNECT ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      expect: [400, 405],
      closeIsAnswer: true,
    })
  }
  for (const path of ['/blogs', '/api/get-all-blogs', '/api/get-single-blog/x', '/api/contact-us'])
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      add({ kind: 'methods', name: `${method} ${path}`, send: send(method, path, '{}', json), expect: CLIENT_ERROR.concat([200]) })

  for (const path of forms)
    for (const [name, body, headers, expect] of formBodies)
      add({
        kind: 'form bodies',
        name: `POST ${path} ${name}`,
        send: send('POST', path, body, headers),
        expect,
        closeIsAnswer: Buffer.byteLength(body) > 1_000_000,
      })

  for (const path of headerPaths)
    for (const [name, headers, expect] of headerSets)
      add({
        kind: 'headers',
        name: `GET ${path} ${name}`,
        send: typeof headers === 'string' ? raw(`GET ${path} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`) : get(path, headers),
        expect,
        closeIsAnswer: typeof headers === 'string' || expect.includes(431),
      })

  for (const path of pagedPages)
    for (const query of [...badPaging, ...junkQueries])
      add({ kind: 'query strings', name: `GET ${path}?${query.slice(0, 60)}`, send: get(`${path}?${query}`), expect: [] })
  for (const path of pagedLists) {
    // `page[]` is another parameter's name, ignored like any unknown one; of a repeated `page` the
    // front door's canonical address keeps the first (a route called directly refuses the repeat).
    const accepted = new Set(['page[]=1', 'page=1&page=2'])
    for (const query of badPaging)
      add({ kind: 'query strings', name: `GET ${path}?${query}`, send: get(`${path}?${query}`), expect: accepted.has(query) ? [] : [400] })
    for (const query of junkQueries)
      add({ kind: 'query strings', name: `GET ${path}?${query.slice(0, 60)}`, send: get(`${path}?${query}`), expect: [] })
  }
  for (const path of ['/', '/api/get-banner'])
    add({
      kind: 'query strings',
      name: `GET ${path}?<100 kB>`,
      send: get(`${path}?q=${'z'.repeat(100_000)}`),
      expect: [400, 414, 431],
      closeIsAnswer: true,
    })

  return cases
}

/**
 * Requests whose framing lies (run together, as they wait on the server's timeouts): each is answered
 * or closed in time, and never holds the server.
 */
export function lyingRequests(): HostileCase[] {
  const post = (path: string, headers: string, body = '') => `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n${body}`
  const form = 'Content-Type: application/x-www-form-urlencoded\r\n'
  const slow = { closeIsAnswer: true, maxMs: SLOW_REQUEST_MS }
  const rows: [string, string, number[], Partial<HostileCase>][] = [
    ['Content-Length 10, nothing sent', post('/api/contact-us', `${form}Content-Length: 10\r\n`), [400, 408], slow],
    ['Content-Length 100, 10 bytes sent', post('/api/contact-ielts', `${form}Content-Length: 100\r\n`, 'name=x&a=b'), [400, 408], slow],
    ['headers never finished', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n', [400, 408], slow],
    ['Content-Length 1 GB', post('/api/contact-us', `${form}Content-Length: 1000000000\r\n`), [413], { closeIsAnswer: true }],
    [
      'Content-Length 1 GB on GraphQL',
      post('/api/graphql', `Content-Type: application/json\r\nContent-Length: 1000000000\r\n`),
      [413],
      { closeIsAnswer: true },
    ],
    ['Content-Length -1', post('/api/contact-us', `${form}Content-Length: -1\r\nConnection: close\r\n`), [400], { closeIsAnswer: true }],
    ['Content-Length abc', post('/api/contact-us', `${form}Content-Length: abc\r\nConnection: close\r\n`), [400], { closeIsAnswer: true }],
    [
      'two Content-Lengths',
      post('/api/contact-us', `${form}Content-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n`, 'a=b&c'),
      [400],
      { closeIsAnswer: true },
    ],
    [
      'Content-Length and chunked',
      post('/api/contact-us', `${form}Content-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n`, '0\r\n\r\n'),
      [400],
      { closeIsAnswer: true },
    ],
    [
      'a broken chunk size',
      post('/api/contact-us', `${form}Transfer-Encoding: chunked\r\nConnection: close\r\n`, 'zz\r\nabc\r\n0\r\n\r\n'),
      [400],
      { closeIsAnswer: true },
    ],
  ]
  return rows.map(([name, bytes, expect, extra]) => ({
    kind: 'lying Content-Length',
    name,
    send: raw(bytes, (extra.maxMs ?? MAX_MS) + 5_000),
    expect,
    ...extra,
  }))
}
