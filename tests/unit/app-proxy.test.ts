import http from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { createAppProxy } from '../../server/appProxy.mjs'
import { httpServers } from '../support/unit/httpServers'

// The front thread passes what it does not answer to Next.js's loopback listener (server/appProxy.mjs):
// here a plain node:http server plays the app.

const TOKEN = 'secret-of-this-process'
const { servers, listen } = httpServers()

/** The front: the front door has set the request id; the proxy passes the request on. */
async function front(appPort: number) {
  const proxy = createAppProxy({ port: appPort, token: TOKEN, tokenHeader: 'x-public-render' })
  return listen((req, res) => {
    res.setHeader('x-request-id', 'front-door-id')
    proxy.pass(req, res)
  })
}

describe('createAppProxy', () => {
  it('streams a body to the app (secret, headers as sent) and its answer back with the request id', async () => {
    const seen: { token?: string; host?: string; cookie?: string; length: number }[] = []
    const app = await listen((req, res) => {
      let length = 0
      req.on('data', (chunk: Buffer) => (length += chunk.length))
      req.on('end', () => {
        seen.push({
          token: req.headers['x-public-render'] as string,
          host: req.headers.host,
          cookie: req.headers.cookie,
          length,
        })
        res.writeHead(
          201,
          [
            ['set-cookie', 'a=1'],
            ['set-cookie', 'b=2'],
            ['content-type', 'text/plain'],
          ].flat(),
        )
        res.end(`stored ${length} bytes`)
      })
    })
    const port = await front(app)
    // A chunked body (no Content-Length), as a browser's streamed upload may be.
    const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = http.request(
          { port, method: 'POST', path: '/api/media', headers: { host: 'lyceum.lk', cookie: 'payload-token=x' } },
          (res) => {
            let body = ''
            res.on('data', (chunk) => (body += chunk))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
          },
        )
        req.on('error', reject)
        for (let i = 0; i < 10; i++) req.write(Buffer.alloc(100_000, 1))
        req.end()
      },
    )
    expect(answer).toMatchObject({ status: 201, body: 'stored 1000000 bytes' })
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(answer.headers['x-request-id']).toBe('front-door-id')
    expect(seen).toEqual([{ token: TOKEN, host: 'lyceum.lk', cookie: 'payload-token=x', length: 1_000_000 }])
  })

  it('answers 503 with a message when the app cannot be reached', async () => {
    const closed = await listen(() => {})
    await new Promise((resolve) => (servers.pop() as http.Server).close(resolve))
    const port = await front(closed)
    const res = await fetch(`http://127.0.0.1:${port}/admin`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(await res.text()).toMatch(/restarting; try again/)
  })

  it('stops the request to the app when the visitor goes away', async () => {
    // Resolves with whether the app had finished its answer when its connection closed.
    let appSawClose: (finished: boolean) => void = () => {}
    const closedAtApp = new Promise<boolean>((resolve) => (appSawClose = resolve))
    const app = await listen((req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' })
      res.write('id,name\n')
      res.on('close', () => appSawClose(res.writableFinished))
    })
    const port = await front(app)
    await new Promise<void>((resolve) => {
      const req = http.get({ port, path: '/api/exports/messages.csv' }, (res) => {
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      })
      req.on('error', () => {})
    })
    expect(await closedAtApp).toBe(false)
  })

  it('logs nothing when the visitor goes away before the app has answered: nothing failed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let gotRequest: () => void = () => {}
    const requested = new Promise<void>((resolve) => (gotRequest = resolve))
    let appSawClose: () => void = () => {}
    const closedAtApp = new Promise<void>((resolve) => (appSawClose = resolve))
    // The app is slow (an image being optimised): it has not answered when the visitor leaves.
    const app = await listen((req, res) => {
      res.on('close', () => appSawClose())
      gotRequest()
    })
    const port = await front(app)
    const req = http.get({ port, path: '/_next/image?url=%2Fhero.jpg&w=640&q=75' })
    req.on('error', () => {})
    await requested
    req.destroy()
    await closedAtApp
    await new Promise((resolve) => setTimeout(resolve, 50))
    try {
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })
})
