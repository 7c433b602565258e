import type { OutgoingHttpHeaders } from 'node:http'
import { sendHttp, sendRaw, type Outcome, type Target } from './send'
import {
  dynamicRoutes,
  malformedEncodings,
  oddSegments,
  uploadFiles,
  requestTargets,
  methodPaths,
  refusedMethods,
  headerPaths,
  headerSets,
} from './targets'
import {
  badQueries,
  publicCollections,
  privateCollections,
  badIds,
  graphqlBodies,
  pagedPages,
  pagedLists,
  badPaging,
  junkQueries,
} from './queries'
import { forms, uploadForms, json, boundary, formBodies } from './forms'

// The hostile cases, generated from tables (routes × payloads). Each names the statuses the issue asks
// for where it names them; every case, named or not, fails on a 5xx, on no answer, or on an answer
// slower than the suite's limit. To add a case, add a row to a table in tables.ts (or a table there and a class here).

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

const get = (path: string, headers?: OutgoingHttpHeaders) => (t: Target) =>
  sendHttp(t, { method: 'GET', path, headers })
const send = (method: string, path: string, body?: string | Buffer, headers?: OutgoingHttpHeaders) => (t: Target) =>
  sendHttp(t, {
    method,
    path,
    headers: { ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}), ...headers },
    body,
  })
const raw = (bytes: string | Buffer, timeoutMs?: number) => (t: Target) => sendRaw(t, bytes, timeoutMs)
const rawGet = (path: string, extra = '') =>
  raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`)

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
      add({
        kind: 'unicode, NUL, traversal',
        name: `GET ${path.slice(0, 90)}`,
        send: get(path),
        expect: [400, 404, 414],
      })
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
  for (const collection of ['blogs', 'media', 'users', 'contact-messages', 'entries'])
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

  for (const [method, target, expect] of requestTargets)
    add({
      kind: 'request targets',
      name: `${method} ${target} HTTP/1.1`,
      send: raw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
      expect,
      // Node's parser may refuse a target itself (400 and close): an answer too.
      closeIsAnswer: expect.includes(400),
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
    [
      'first-register',
      JSON.stringify({ email: 'intruder@example.lk', password: 'abcdefghijklmnop' }),
      'application/json',
    ],
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
      add({
        kind: 'methods',
        name: `${method} ${path}`,
        send: send(method, path, '{}', json),
        expect: CLIENT_ERROR.concat([200]),
      })

  for (const path of [...forms, ...uploadForms])
    for (const [name, body, headers, expect] of formBodies)
      add({
        kind: 'form bodies',
        name: `POST ${path} ${name}`,
        send: send('POST', path, body, headers),
        expect: uploadForms.includes(path) ? [...new Set([...expect, 404, 415])] : expect,
        closeIsAnswer: Buffer.byteLength(body) > 1_000_000,
      })

  for (const path of headerPaths)
    for (const [name, headers, expect] of headerSets)
      add({
        kind: 'headers',
        name: `GET ${path} ${name}`,
        send:
          typeof headers === 'string'
            ? raw(`GET ${path} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`)
            : get(path, headers),
        expect,
        closeIsAnswer: typeof headers === 'string' || expect.includes(431),
      })

  for (const path of pagedPages)
    for (const query of [...badPaging, ...junkQueries])
      add({
        kind: 'query strings',
        name: `GET ${path}?${query.slice(0, 60)}`,
        send: get(`${path}?${query}`),
        expect: [],
      })
  for (const path of pagedLists) {
    // `page[]` is another parameter's name, ignored like any unknown one; of a repeated `page` the
    // front door's canonical address keeps the first (a route called directly refuses the repeat).
    const accepted = new Set(['page[]=1', 'page=1&page=2'])
    for (const query of badPaging)
      add({
        kind: 'query strings',
        name: `GET ${path}?${query}`,
        send: get(`${path}?${query}`),
        expect: accepted.has(query) ? [] : [400],
      })
    for (const query of junkQueries)
      add({
        kind: 'query strings',
        name: `GET ${path}?${query.slice(0, 60)}`,
        send: get(`${path}?${query}`),
        expect: [],
      })
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
  const post = (path: string, headers: string, body = '') =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n${body}`
  const form = 'Content-Type: application/x-www-form-urlencoded\r\n'
  const slow = { closeIsAnswer: true, maxMs: SLOW_REQUEST_MS }
  const rows: [string, string, number[], Partial<HostileCase>][] = [
    ['Content-Length 10, nothing sent', post('/api/contact-us', `${form}Content-Length: 10\r\n`), [400, 408], slow],
    [
      'Content-Length 100, 10 bytes sent',
      post('/api/contact-ielts', `${form}Content-Length: 100\r\n`, 'name=x&a=b'),
      [400, 408],
      slow,
    ],
    ['headers never finished', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n', [400, 408], slow],
    [
      'Content-Length 1 GB',
      post('/api/contact-us', `${form}Content-Length: 1000000000\r\n`),
      [413],
      { closeIsAnswer: true },
    ],
    [
      'Content-Length 1 GB on GraphQL',
      post('/api/graphql', `Content-Type: application/json\r\nContent-Length: 1000000000\r\n`),
      [413],
      { closeIsAnswer: true },
    ],
    [
      'Content-Length -1',
      post('/api/contact-us', `${form}Content-Length: -1\r\nConnection: close\r\n`),
      [400],
      { closeIsAnswer: true },
    ],
    [
      'Content-Length abc',
      post('/api/contact-us', `${form}Content-Length: abc\r\nConnection: close\r\n`),
      [400],
      { closeIsAnswer: true },
    ],
    [
      'two Content-Lengths',
      post('/api/contact-us', `${form}Content-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n`, 'a=b&c'),
      [400],
      { closeIsAnswer: true },
    ],
    [
      'Content-Length and chunked',
      post(
        '/api/contact-us',
        `${form}Content-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n`,
        '0\r\n\r\n',
      ),
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
