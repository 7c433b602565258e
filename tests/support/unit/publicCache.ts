// A PublicCache in front of an origin whose answers a test controls (tests/unit/publicCache*.test.ts).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'
import { PublicCache } from '../../../server/publicCache.mjs'
import type { RenderGate } from '../../../server/renderGate.mjs'

export type Rendered = {
  status: number
  headers: Record<string, string>
  body: Buffer
  tags?: string[]
  encoded?: { gzip: Buffer; br: Buffer; etag: string }
}

/** A cache in front of an origin whose answers the test controls; counts renders per path. */
export async function setup(
  options: {
    freshMs?: number
    maxEntries?: number
    now?: () => number
    gate?: RenderGate
    clientEntries?: number
    rerenderPages?: number
  } = {},
) {
  const renders: string[] = []
  let version = 1
  let answer = (url: string): Rendered => ({
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-abc'",
      'cache-control': 'private, no-store',
    },
    body: Buffer.from(`<html><body>${url} version ${version} ${'padding '.repeat(200)}</body></html>`),
  })
  let gate: Promise<void> = Promise.resolve()
  const cache = new PublicCache({
    ...options,
    render: async ({ url }: { url: string }) => {
      renders.push(url)
      await gate
      return answer(url)
    },
  })
  const server = http.createServer((req, res) => void cache.serve(req, res))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
    })
  return {
    cache,
    renders,
    get,
    bump: () => version++,
    setAnswer: (fn: typeof answer) => (answer = fn),
    hold: () => {
      let release = () => {}
      gate = new Promise<void>((r) => (release = r))
      return () => release()
    },
  }
}

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
})
