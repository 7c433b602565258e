import { CLIENT_ERROR, get, NOT_FOUND, raw, send, type HostileCase } from './requests'
import { methodPaths, refusedMethods } from './targets'
import { graphqlBodies } from './queries'
import { json, boundary } from './forms'

// Hostile cases at the endpoints: the account endpoints, GraphQL and methods a route does not take, in
// that order.

export function endpointCases(): HostileCase[] {
  const cases: HostileCase[] = []
  const add = (c: HostileCase) => cases.push(c)

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

  return cases
}
