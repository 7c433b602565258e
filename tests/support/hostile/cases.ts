import { get, MAX_MS, raw, send, SLOW_REQUEST_MS, type HostileCase } from './requests'
import { requestLineCases } from './requestLineCases'
import { endpointCases } from './endpointCases'
import { headerPaths, headerSets } from './targets'
import { pagedPages, pagedLists, badPaging, junkQueries } from './queries'
import { forms, uploadForms, formBodies } from './forms'

export { MAX_MS, SLOW_REQUEST_MS, type HostileCase } from './requests'

// The hostile cases, generated from tables (routes × payloads). Each names the statuses the issue asks
// for where it names them; every case, named or not, fails on a 5xx, on no answer, or on an answer
// slower than the suite's limit. To add a case, add a row to a table in targets.ts, queries.ts or
// forms.ts (or a table there and a class in requestLineCases.ts, endpointCases.ts or here).

/** Every case, in class order. */
export function hostileCases(): HostileCase[] {
  const cases: HostileCase[] = [...requestLineCases(), ...endpointCases()]
  const add = (c: HostileCase) => cases.push(c)

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
