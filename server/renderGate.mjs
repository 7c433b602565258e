// @ts-check
// The render gate: a render's CPU holds up every answer, cached ones too. A bounded number run at once;
// the rest wait their turn, client by client, so one client's flood delays no one else. Renders together
// may take `share` of the clock (after a `burstMs` burst); each client has its own share and is refused
// (429) once it is spent: abuse is turned away, demand (many clients, a few pages each) is not.
import { limitKeyOf } from './clientAddress.mjs'

/** The server's own renders (refresh, re-render, warm-up): one at a time, when no visitor waits, unbudgeted. */
export const BACKGROUND = '(background)'

/**
 * @typedef {{
 *   concurrency: number, queue: number, waitMs: number, clientConcurrency: number, clientPerMinute: number,
 *   share?: number, burstMs?: number, clientShare?: number, clientBurstMs?: number,
 *   now?: () => number, cost?: () => number,
 * }} GateOptions cost: the clock renders are charged by (ms), wall time unless given
 * @typedef {{ release: () => void } | { retryAfterSeconds: number, busy?: boolean }} Admission
 * @typedef {{ active: number, tokens: number, at: number, budget: number }} ClientState
 *   budget: the client's render time (ms) left, as of `at`
 * @typedef {{ key: string, resolve: (a: Admission) => void, timer: NodeJS.Timeout }} Waiter
 */

export class RenderGate {
  /** @param {GateOptions} options */
  constructor({
    concurrency,
    queue,
    waitMs,
    clientConcurrency,
    clientPerMinute,
    share = 1,
    burstMs = 0,
    clientShare = 1,
    clientBurstMs = 0,
    now = Date.now,
    cost = now,
  }) {
    this.concurrency = concurrency
    this.queue = queue
    this.waitMs = waitMs
    this.clientConcurrency = clientConcurrency
    this.clientPerMinute = clientPerMinute
    this.now = now
    this.share = share
    this.burstMs = burstMs
    this.clientShare = clientShare
    this.clientBurstMs = clientBurstMs
    this.cost = cost
    /** The cost clock shared out among the renders running, summed (see shares). */
    this.shared = 0
    this.sharedAt = cost()
    /** Render time (ms) left; refills at `share` ms per ms up to `burstMs`; a render starts when not negative. */
    this.budget = burstMs
    this.budgetAt = now()
    /** @type {NodeJS.Timeout | undefined} */
    this.budgetTimer = undefined
    this.running = 0
    this.waitingCount = 0
    /** The server's own render running (BACKGROUND), and those waiting for a moment when no visitor waits. */
    this.backgroundRunning = false
    /** @type {((a: Admission) => void)[]} */
    this.backgroundWaiting = []
    /** Waiting renders by client, in the order clients get their turn. @type {Map<string, Waiter[]>} */
    this.waiting = new Map()
    /** @type {Map<string, ClientState>} */
    this.clients = new Map()
  }

  /**
   * A turn to render for this client: `release` once done, or how long to wait before asking again.
   * @param {string} client @returns {Promise<Admission>}
   */
  enter(client) {
    if (client === BACKGROUND) return this.enterBackground()
    const key = limitKeyOf(client)
    const state = this.clientState(key)
    if (state.tokens < 1)
      return Promise.resolve({ retryAfterSeconds: Math.ceil(((1 - state.tokens) * 60) / this.clientPerMinute) })
    if (state.active >= this.clientConcurrency) return Promise.resolve({ retryAfterSeconds: 1 })
    if (state.budget < 0)
      return Promise.resolve({ retryAfterSeconds: Math.max(1, Math.ceil(-state.budget / this.clientShare / 1000)) })
    if (this.running < this.concurrency && this.waitingCount === 0 && this.refill() >= 0) {
      state.tokens -= 1
      state.active += 1
      return Promise.resolve({ release: this.start(key) })
    }
    if (this.waitingCount >= this.queue)
      return Promise.resolve({ retryAfterSeconds: Math.ceil(this.waitMs / 1000), busy: true })
    state.tokens -= 1
    state.active += 1
    this.waitingCount += 1
    return new Promise((resolve) => {
      /** @type {Waiter} */
      const waiter = {
        key,
        resolve,
        timer: setTimeout(() => {
          const list = this.waiting.get(key) ?? []
          list.splice(list.indexOf(waiter), 1)
          if (list.length === 0) this.waiting.delete(key)
          this.waitingCount -= 1
          state.active -= 1
          resolve({ retryAfterSeconds: Math.ceil(this.waitMs / 1000), busy: true })
        }, this.waitMs),
      }
      const list = this.waiting.get(key)
      if (list) list.push(waiter)
      else this.waiting.set(key, [waiter])
      this.next()
    })
  }

  /** @returns {Promise<Admission>} */
  enterBackground() {
    return new Promise((resolve) => {
      this.backgroundWaiting.push(resolve)
      this.next()
    })
  }

  /** No render running or waiting: a moment for the cache's own background work (PublicCache#improve). */
  idle() {
    return this.running === 0 && this.waitingCount === 0
  }

  /** The render time left to spend now, refilled for the time passed. */
  refill() {
    if (this.share >= 1) return Infinity
    const now = this.now()
    this.budget = Math.min(this.burstMs, this.budget + (now - this.budgetAt) * this.share)
    this.budgetAt = now
    return this.budget
  }

  /** The cost clock since the last call, shared out among the renders running (two side by side: half each). */
  shares() {
    const at = this.cost()
    if (this.running > 0) this.shared += (at - this.sharedAt) / this.running
    this.sharedAt = at
    return this.shared
  }

  /** A render starts: its release, which charges it. @param {string} key */
  start(key) {
    const from = this.shares()
    this.running += 1
    let released = false
    return () => {
      if (released) return
      released = true
      const took = this.shares() - from
      this.running -= 1
      if (key === BACKGROUND) {
        this.backgroundRunning = false
        return this.next()
      }
      this.refill()
      // An overdraft never makes the next render wait more than half its wait limit (the first renders
      // after a start are slow: they load the routes' code).
      this.budget = Math.max(this.budget - took, -this.share * (this.waitMs / 2))
      const state = this.clients.get(key)
      if (state) {
        state.active -= 1
        // The client's own budget, refilled to now first, overdrawn by as little.
        if (this.clientShare < 1) {
          this.clientState(key)
          state.budget = Math.max(state.budget - took, -this.clientShare * (this.waitMs / 2))
        }
      }
      this.next()
    }
  }

  /**
   * Starts waiting renders while there is room: the first waiting client, which then goes to the back of
   * the line; the server's own render when no client waits.
   */
  next() {
    this.visitorsNext()
    if (
      this.waitingCount === 0 &&
      !this.backgroundRunning &&
      this.running < this.concurrency &&
      this.backgroundWaiting.length
    ) {
      const admit = /** @type {(a: Admission) => void} */ (this.backgroundWaiting.shift())
      this.backgroundRunning = true
      admit({ release: this.start(BACKGROUND) })
    }
  }

  visitorsNext() {
    while (this.running < this.concurrency && this.waitingCount > 0) {
      const budget = this.refill()
      if (budget < 0) {
        // Spent: the next render starts once the budget has refilled.
        this.budgetTimer ??= setTimeout(
          () => {
            this.budgetTimer = undefined
            this.next()
          },
          Math.ceil(-budget / this.share) + 1,
        )
        return
      }
      const [key, list] = /** @type {[string, Waiter[]]} */ (this.waiting.entries().next().value)
      const waiter = /** @type {Waiter} */ (list.shift())
      this.waiting.delete(key)
      if (list.length) this.waiting.set(key, list)
      clearTimeout(waiter.timer)
      this.waitingCount -= 1
      waiter.resolve({ release: this.start(key) })
    }
  }

  /**
   * The client's allowances, refilled continuously: a bucket of `clientPerMinute` renders, and its
   * render time (`clientShare` of the clock, up to `clientBurstMs`). @param {string} key
   */
  clientState(key) {
    const now = this.now()
    let state = this.clients.get(key)
    if (!state) {
      // Forget idle clients with full allowances, so the map stays as small as the active clients.
      if (this.clients.size >= 10_000)
        for (const [k, s] of this.clients)
          if (
            s.active === 0 &&
            s.tokens + ((now - s.at) * this.clientPerMinute) / 60_000 >= this.clientPerMinute &&
            s.budget + (now - s.at) * this.clientShare >= this.clientBurstMs
          )
            this.clients.delete(k)
      state = { active: 0, tokens: this.clientPerMinute, at: now, budget: this.clientBurstMs }
      this.clients.set(key, state)
    }
    state.tokens = Math.min(this.clientPerMinute, state.tokens + ((now - state.at) * this.clientPerMinute) / 60_000)
    state.budget = Math.min(this.clientBurstMs, state.budget + (now - state.at) * this.clientShare)
    state.at = now
    return state
  }
}

/**
 * The server's gate, from its settings. Renders are charged the process's CPU time: on a busy machine a
 * render waiting for the CPU costs the site nothing. In development (seconds to compile a page on its
 * first visit) one developer has no time budget.
 * @param {import('./settings.mjs').Settings} settings @param {boolean} dev
 */
export function createRenderGate(settings, dev) {
  return new RenderGate({
    concurrency: settings.RENDER_CONCURRENCY,
    queue: settings.RENDER_QUEUE,
    waitMs: settings.RENDER_WAIT_SECONDS * 1000,
    clientConcurrency: settings.RENDER_CLIENT_CONCURRENCY,
    clientPerMinute: settings.RENDER_CLIENT_PER_MINUTE,
    share: dev ? 1 : settings.RENDER_SHARE_PERCENT / 100,
    burstMs: settings.RENDER_BURST_SECONDS * 1000,
    clientShare: dev ? 1 : settings.RENDER_CLIENT_SHARE_PERCENT / 100,
    clientBurstMs: settings.RENDER_CLIENT_BURST_SECONDS * 1000,
    cost: () => {
      const { user, system } = process.cpuUsage()
      return (user + system) / 1000
    },
  })
}
