import { get, NOT_FOUND, raw, rawGet, send, type HostileCase } from './requests'
import { dynamicRoutes, malformedEncodings, oddSegments, uploadFiles, requestTargets } from './targets'
import { badQueries, publicCollections, privateCollections, badIds } from './queries'
import { json } from './forms'

// Hostile cases in the request line: malformed percent-encoding, unicode, NUL and traversal, upload file
// names, Payload REST queries and request targets, in that order.

export function requestLineCases(): HostileCase[] {
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

  return cases
}
