import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { createDrain, createShutdown } from '../../server/shutdown.mjs'
import { isDraining, onShutdown } from '../../server/shared.mjs'

// The drain itself, on a plain node:http server (the production server, whose public listener runs on a
// thread of its own, is checked end to end in tests/e2e/operations.spec.ts): what is in flight finishes,
// nothing new gets in, then the app's tasks, then exit.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

function setup(timeoutMs = 5000) {
  const events: string[] = []
  const logged: string[] = []
  const logger = pino(new Writable({ write: (chunk, _e, cb) => (logged.push(String(chunk)), cb()) }))
  const internal = http.createServer()
  const server = http.createServer((req, res) => {
    shutdown.track(res)
    res.once('close', () => shutdown.done(res))
    const answer = (status: number, text: string) => res.writeHead(status, { 'content-length': text.length }).end(text)
    if (req.url === '/health') return isDraining() ? answer(503, 'draining') : answer(200, 'ok')
    // A slow upload: answered once the whole body is in.
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => answer(201, `stored ${body.length} bytes`))
  })
  let exited: (code: number) => void = () => {}
  const exit = new Promise<number>((resolve) => (exited = resolve))
  const drain = createDrain({ server })
  const shutdown = {
    ...drain,
    ...createShutdown({
      drainPublic: drain.drain,
      internal,
      timeoutMs,
      logger,
      exit: (code) => {
        events.push(`exit ${code}`)
        exited(code)
      },
    }),
  }
  onShutdown({ name: 'database', run: () => void events.push('database closed') })
  return { server, internal, shutdown, events, logged, exit }
}

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** A raw request over a socket the test controls: sent in pieces, read to its end. */
function rawExchange(socket: net.Socket): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let raw = ''
    socket.on('data', (chunk) => {
      raw += chunk
      const [head, body = ''] = raw.split('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN)
      if (body.length >= length) {
        const [statusLine, ...lines] = head.split('\r\n')
        const headers = Object.fromEntries(
          lines.map((l) => [l.split(':')[0].toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        )
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
      }
    })
    socket.on('error', reject)
    socket.on('close', () => reject(new Error('the connection closed without an answer')))
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('graceful shutdown', () => {
  it('a slow request finishes, new connections are refused, an open one gets 503; then tasks run, exit 0', async () => {
    const { server, internal, shutdown, events, exit } = setup()
    const port = await listen(server)
    await listen(internal)
    cleanup = () => server.closeAllConnections()

    // A body trickling in over 1.5 s, started before the signal.
    const slow = net.connect(port, '127.0.0.1')
    const slowAnswer = rawExchange(slow)
    slow.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 30\r\n\r\n`)
    // A kept-alive connection: one exchange, then a second request begun (half its headers) before the signal.
    const kept = net.connect(port, '127.0.0.1')
    const firstHealth = rawExchange(kept)
    kept.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n')
    expect((await firstHealth).status).toBe(200)
    kept.removeAllListeners('data')
    const secondHealth = rawExchange(kept)
    kept.write('GET /health HTTP/1.1\r\nHost: x\r\n')
    const idle = net.connect(port, '127.0.0.1')
    const idleClosed = new Promise((resolve) => idle.on('close', resolve))
    await sleep(100)

    void shutdown.begin('SIGTERM')
    for (let i = 0; i < 3; i++) {
      slow.write('0123456789')
      await sleep(500)
    }
    kept.write('\r\n')
    const health = await secondHealth
    expect(health.status).toBe(503)
    expect(health.body).toBe('draining')
    expect(health.headers.connection).toBe('close')

    // An idle keep-alive connection is closed; a new connection is refused.
    await idleClosed
    await expect(
      new Promise((resolve, reject) => net.connect(port, '127.0.0.1').on('connect', resolve).on('error', reject)),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' })

    const answer = await slowAnswer
    expect(answer.status).toBe(201)
    expect(answer.body).toBe('stored 30 bytes')
    expect(answer.headers.connection).toBe('close')
    expect(await exit).toBe(0)
    expect(events).toEqual(['database closed', 'exit 0'])
  })

  it("answers a connection opened just before the signal whose request comes later (a balancer's)", async () => {
    const { server, internal, shutdown, exit } = setup()
    const port = await listen(server)
    await listen(internal)
    cleanup = () => server.closeAllConnections()
    const fresh = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => fresh.on('connect', resolve))
    await sleep(20)
    void shutdown.begin('SIGTERM')
    // The drain's sweep of silent connections runs every 200 ms; this request comes after the first sweep.
    await sleep(400)
    const answer = rawExchange(fresh)
    fresh.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc`)
    expect((await answer).status).toBe(201)
    expect(await exit).toBe(0)
  })

  it('a render in flight on the internal listener finishes; its kept-alive socket does not hold the exit', async () => {
    const { server, internal, shutdown, exit } = setup()
    await listen(server)
    internal.on('request', (_req, res) => setTimeout(() => res.writeHead(200, { 'content-length': 2 }).end('ok'), 400))
    const internalPort = await listen(internal)
    cleanup = () => internal.closeAllConnections()
    // The front thread's renders come over kept-alive connections (server/render.mjs).
    const agent = new http.Agent({ keepAlive: true })
    const rendered = new Promise<number>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: internalPort, agent }, (res) =>
          res.resume().on('end', () => resolve(res.statusCode!)),
        )
        .on('error', reject),
    )
    await sleep(100)
    void shutdown.begin('SIGTERM')
    expect(await rendered).toBe(200)
    expect(await exit).toBe(0)
    agent.destroy()
  })

  it('the same signal relayed at once is not a second one; one a second later ends it at once with 1', async () => {
    const { server, internal, shutdown, events, exit, logged } = setup()
    const port = await listen(server)
    await listen(internal)
    cleanup = () => server.closeAllConnections()
    const stuck = net.connect(port, '127.0.0.1')
    stuck.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 30\r\n\r\n`)
    await sleep(100)
    void shutdown.begin('SIGTERM')
    // `npm start` relays the signal a moment after the process group got it.
    void shutdown.begin('SIGTERM')
    await sleep(1100)
    expect(events).toEqual([])
    void shutdown.begin('SIGINT')
    expect(await exit).toBe(1)
    expect(events).toEqual(['exit 1'])
    expect(logged.join('')).toMatch(/Second signal: exiting without waiting/)
    stuck.destroy()
  })

  it('SHUTDOWN_TIMEOUT_SECONDS passing ends it with 1, logged', async () => {
    const { server, internal, shutdown, events, exit, logged } = setup(800)
    const port = await listen(server)
    await listen(internal)
    cleanup = () => server.closeAllConnections()
    const stuck = net.connect(port, '127.0.0.1')
    stuck.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 30\r\n\r\n`)
    await sleep(100)
    void shutdown.begin('SIGTERM')
    expect(await exit).toBe(1)
    expect(events).toEqual(['exit 1'])
    expect(logged.join('')).toMatch(/Shutdown took longer than 0.8 s/)
    stuck.destroy()
  })
})
