// @ts-check
// Graceful shutdown on SIGTERM and SIGINT, so a deploy loses no request: /api/health answers 503, the
// public listener drains (createDrain), then the app's shutdown tasks run and the process exits 0
// (createShutdown). A second signal or SHUTDOWN_TIMEOUT_SECONDS ends it at once with 1.
import { runShutdownTasks, startDraining } from './shared.mjs'

// `npm start` relays the signal to the server, and a process-group signal (a terminal's Ctrl-C,
// systemd) reaches both: a repeat this soon is the same request, not an operator's second one.
const SAME_SIGNAL_MS = 1000
// A connection this new may have its request on the way (a balancer sends it right after connecting).
const SILENT_GRACE_MS = 1000

/**
 * The public listener's side (server/front.mjs): follows the answers under way (one sent at once, in
 * the request's own handler, is never under way) and, asked to drain, closes the listener once they are done.
 * @param {{ server: import('node:http').Server, beforeClose?: () => void }} options
 */
export function createDrain({ server, beforeClose }) {
  /** Answers under way. @type {Set<import('node:http').ServerResponse>} */
  const inflight = new Set()
  /**
   * Open connections and when each opened: Node's closeIdleConnections() leaves one that never sent a byte.
   * @type {Map<import('node:net').Socket, number>}
   */
  const sockets = new Map()
  server.on('connection', (socket) => {
    sockets.set(socket, Date.now())
    socket.once('close', () => sockets.delete(socket))
  })
  let draining = false

  /**
   * Follows one answer; once draining, it asks for its connection to be closed after it.
   * @param {import('node:http').ServerResponse} res
   */
  function track(res) {
    inflight.add(res)
    if (draining) res.shouldKeepAlive = false
  }

  /** @param {import('node:http').ServerResponse} res */
  const done = (res) => inflight.delete(res)

  /** Resolves once the listener is closed and every answer under way is sent. */
  async function drain() {
    if (draining) return
    draining = true
    // Answers not yet started say `Connection: close`; those already sent close their connection once idle.
    for (const res of inflight) if (!res.headersSent) res.shouldKeepAlive = false
    beforeClose?.()
    const closeIdle = setInterval(() => {
      server.closeIdleConnections()
      const now = Date.now()
      for (const [socket, openedAt] of sockets)
        if (socket.bytesRead === 0 && now - openedAt > SILENT_GRACE_MS) socket.destroy()
    }, 200)
    await new Promise((resolve) => server.close(resolve))
    clearInterval(closeIdle)
  }

  return {
    track,
    done,
    drain,
    inflight: () => inflight.size,
    /** Whether a new answer should close its connection (one sent at once need not be tracked). */
    get draining() {
      return draining
    },
  }
}

/**
 * Closes the loopback listener once its renders in flight are answered. node:http closes only the
 * connections idle at close(); one busy then stays open after its answer, so idle ones are swept.
 * @param {import('node:http').Server} internal
 */
function closeInternal(internal) {
  const sweep = setInterval(() => internal.closeIdleConnections(), 100)
  return new Promise((resolve) => internal.close(resolve)).finally(() => clearInterval(sweep))
}

/**
 * The process's side (server/index.mjs): on a signal, drains the public listener, then closes the
 * loopback listener of the app's own renders, runs the shutdown tasks and exits.
 * @param {{
 *   drainPublic: () => Promise<void>,
 *   internal: import('node:http').Server,
 *   timeoutMs: number,
 *   logger: import('pino').Logger,
 *   exit: (code: number) => void,
 * }} options
 */
export function createShutdown({ drainPublic, internal, timeoutMs, logger, exit }) {
  let ended = false
  /**
   * Once: whichever comes first (the drain, a second signal, the timeout) decides the exit code.
   * @param {number} code
   */
  const end = (code) => {
    if (ended) return
    ended = true
    exit(code)
  }
  let draining = false
  let signalledAt = 0

  /** @param {NodeJS.Signals} signal */
  async function begin(signal) {
    if (draining) {
      if (Date.now() - signalledAt < SAME_SIGNAL_MS) return
      logger.error({ signal }, 'Second signal: exiting without waiting')
      return end(1)
    }
    draining = true
    signalledAt = Date.now()
    startDraining()
    logger.info({ signal, timeoutSeconds: timeoutMs / 1000 }, 'Shutting down: finishing requests in flight')
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${timeoutMs / 1000} s: exiting without waiting`)
      end(1)
    }, timeoutMs)
    await drainPublic()
    // The public side is done; a background refresh of a stale page may still be rendering.
    await closeInternal(internal)
    if (ended) return
    await runShutdownTasks((task, error) =>
      logger.error({ task, err: error instanceof Error ? error.message : String(error) }, 'A shutdown task failed'),
    )
    logger.info({ ms: Date.now() - signalledAt }, 'Shut down')
    end(0)
  }

  return { begin, isDraining: () => draining }
}
