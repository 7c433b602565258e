import http from 'node:http'
import net from 'node:net'

/** What one hostile request got back: a status, or how the connection ended without one. */
export type Outcome = {
  status: number | 'closed' | 'timeout'
  ms: number
  body: string
  headers: http.IncomingHttpHeaders
}

export type Target = { host: string; port: number }

export function targetOf(baseURL: string): Target {
  const url = new URL(baseURL)
  return { host: url.hostname, port: Number(url.port) }
}

const BODY_KEPT = 2_000

/**
 * One request through node:http (any method, TRACE included; any already-encoded path), a fresh
 * connection each. The time runs to the end of the answer's body.
 */
export function sendHttp(
  target: Target,
  req: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string | Buffer },
  timeoutMs = 10_000,
): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (o: Omit<Outcome, 'ms'>) => resolve({ ...o, ms: Math.round(performance.now() - started) })
    const request = http.request(
      { ...target, method: req.method, path: req.path, headers: req.headers, agent: false },
      (res) => {
        let body = ''
        res.setEncoding('latin1')
        res.on('data', (chunk: string) => {
          if (body.length < BODY_KEPT) body += chunk
        })
        res.on('end', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }))
        res.on('error', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }))
      },
    )
    request.setTimeout(timeoutMs, () => {
      request.destroy()
      done({ status: 'timeout', body: '', headers: {} })
    })
    // The server may answer (413, 400) and close before a big body is sent: that is an answer, not a failure.
    request.on('error', () => done({ status: 'closed', body: '', headers: {} }))
    if (req.body !== undefined) request.write(req.body)
    request.end()
  })
}

/**
 * Raw bytes on a socket, for what node:http will not send (raw bytes in a path, a Content-Length that
 * lies, duplicated framing headers). The answer is read until the server closes or `timeoutMs` passes;
 * the time is to the status line, or to the close when none came.
 */
export function sendRaw(target: Target, bytes: string | Buffer, timeoutMs = 10_000): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    let text = ''
    let firstByteMs: number | undefined
    let settled = false
    const socket = net.connect(target)
    const finish = (how: 'closed' | 'timeout') => {
      if (settled) return
      settled = true
      socket.destroy()
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text)
      const [head = '', body = ''] = text.split('\r\n\r\n', 2)
      const headers: http.IncomingHttpHeaders = {}
      for (const line of head.split('\r\n').slice(1)) {
        const i = line.indexOf(':')
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
      }
      const ms = Math.round((match ? firstByteMs! : performance.now()) - started)
      resolve({ status: match ? Number(match[1]) : how, ms, body: body.slice(0, BODY_KEPT), headers })
    }
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      firstByteMs ??= performance.now()
      if (text.length < 64_000) text += chunk
      // An answer whose head has arrived is complete enough: the server may keep the connection open.
      if (text.includes('\r\n\r\n')) setTimeout(() => finish('closed'), 200)
    })
    socket.on('end', () => finish('closed'))
    socket.on('close', () => finish('closed'))
    socket.on('error', () => finish('closed'))
    socket.setTimeout(timeoutMs, () => finish('timeout'))
    socket.write(bytes)
  })
}
