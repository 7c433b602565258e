// A local stand-in for PayHere's hosted checkout (docs/entries.md, "The local gateway"): the same form post and
// hash, a checkout page with Pay / Cancel / Fail, the signed server-to-server notification, then the browser sent
// back. A control API under /control lets tests replay, duplicate, hold, delay or tamper with notifications.
import crypto from 'node:crypto'
import http from 'node:http'
import { checkoutPage, refusalPage } from './payhereGatewayPages.mjs'

/** @param {string} text */
const md5Upper = (text) => crypto.createHash('md5').update(text, 'utf8').digest('hex').toUpperCase()
const ADDRESSES = ['return_url', 'cancel_url', 'notify_url']
const REQUIRED = ['merchant_id', ...ADDRESSES, 'order_id', 'items', 'currency', 'amount', 'hash']
const ACTIONS = { pay: '2', cancel: '-1', fail: '-2' }
const MESSAGES = {
  2: 'Successfully completed the payment.',
  '-1': 'Payment cancelled by the customer.',
  '-2': 'Payment failed.',
}

/**
 * @typedef {{ id: string, fields: Record<string, string>, paymentId: string }} Session
 * @typedef {{ at: string, fields: Record<string, string>, status: number, body: string }} Delivery
 */

/** Starts the gateway on `port` (0: any free one) for one merchant; resolves with its address and `stop`. */
export async function startGateway({ port = 0, host = '127.0.0.1', merchantId, merchantSecret }) {
  /** @type {Map<string, Session>} */
  const sessions = new Map()
  /** @type {Delivery[]} */
  const log = []
  /** @type {Record<string, string>[]} */
  let held = []
  let hold = false

  const secretHash = md5Upper(merchantSecret)
  const signed = (/** @type {Record<string, string>} */ n) =>
    md5Upper([n.merchant_id, n.order_id, n.payhere_amount, n.payhere_currency, n.status_code, secretHash].join(''))

  /** The notification PayHere would send for a session's outcome. */
  function notification(/** @type {Session} */ session, /** @type {string} */ statusCode) {
    const f = session.fields
    const n = {
      merchant_id: merchantId,
      order_id: f.order_id,
      payment_id: session.paymentId,
      payhere_amount: Number(f.amount).toFixed(2),
      payhere_currency: f.currency,
      status_code: statusCode,
      status_message: MESSAGES[/** @type {keyof typeof MESSAGES} */ (statusCode)] ?? 'Status changed.',
      method: 'VISA',
      card_holder_name: `${f.first_name ?? ''} ${f.last_name ?? ''}`.trim(),
      card_no: '************1292',
      card_expiry: '12/30',
      custom_1: f.custom_1 ?? '',
      custom_2: f.custom_2 ?? '',
      md5sig: '',
    }
    n.md5sig = signed(n)
    return n
  }

  /** Changes a notification the way an attacker (or a broken proxy) might; the signature is left as it was. */
  function tampered(/** @type {Record<string, string>} */ n, /** @type {string | undefined} */ how) {
    if (!how) return n
    const t = { ...n }
    if (how === 'amount') t.payhere_amount = (Number(n.payhere_amount) / 100).toFixed(2)
    else if (how === 'signature') t.md5sig = md5Upper(`forged ${n.md5sig}`)
    else if (how === 'merchant') t.merchant_id = '1000000'
    else if (how === 'currency') t.payhere_currency = n.payhere_currency === 'LKR' ? 'USD' : 'LKR'
    // "resigned": a forged amount signed with a guessed secret, which must fail just the same.
    else if (how === 'resigned')
      Object.assign(t, { payhere_amount: '1.00', md5sig: md5Upper(`${n.merchant_id}${n.order_id}1.00LKR2guess`) })
    else throw new Error(`tamper must be amount, signature, merchant, currency or resigned, not ${how}`)
    return t
  }

  /** Posts one notification to its notify_url, server to server, and logs what the site answered. */
  async function deliver(/** @type {Record<string, string>} */ n) {
    const session = [...sessions.values()].find((s) => s.fields.order_id === n.order_id)
    const url = session?.fields.notify_url
    if (!url) throw new Error(`no checkout for order ${n.order_id}`)
    /** @type {Delivery} */
    const entry = { at: new Date().toISOString(), fields: n, status: 0, body: '' }
    try {
      const signal = AbortSignal.timeout(15_000)
      const res = await fetch(url, { method: 'POST', body: new URLSearchParams(n), signal })
      Object.assign(entry, { status: res.status, body: (await res.text()).slice(0, 500) })
    } catch (error) {
      entry.body = `not delivered: ${/** @type {Error} */ (error).message}`
    }
    log.push(entry)
    return entry
  }

  /** Delivers a notification now, or keeps it until `release` while holding. @param {Record<string, string>} n */
  const send = async (n) => (hold ? void held.push(n) : deliver(n))
  const lastFor = (/** @type {string | undefined} */ orderId) =>
    [...log.map((d) => d.fields), ...held].filter((n) => !orderId || n.order_id === orderId).at(-1)

  /** The control API: JSON in, JSON out. */
  async function control(/** @type {string} */ action, /** @type {any} */ body) {
    switch (action) {
      case 'log':
        const checkouts = [...sessions.values()].map((s) => ({ id: s.id, ...s.fields }))
        return { deliveries: log, held: held.length, checkouts }
      case 'hold':
        hold = body.hold !== false
        return { hold }
      case 'release': {
        const queue = held
        held = []
        hold = false
        return { deliveries: await sequence(queue.map((n) => () => deliver(n))) }
      }
      case 'notify': {
        const session = [...sessions.values()].find((s) => s.fields.order_id === body.orderId)
        if (!session) throw new Error(`no checkout for order ${body.orderId}`)
        const n = tampered(notification(session, String(body.status ?? '2')), body.tamper)
        return { deliveries: await repeat(n, body) }
      }
      case 'replay': {
        const last = lastFor(body.orderId)
        if (!last) throw new Error('nothing to replay: no notification yet')
        return { deliveries: await repeat(tampered(last, body.tamper), body) }
      }
      case 'reset':
        sessions.clear()
        log.length = 0
        held = []
        hold = false
        return { reset: true }
      default:
        throw new Error(`unknown control action ${action}`)
    }
  }

  /** Sends `n` body.times times (default 1), one after another or all at once, after body.delayMs. */
  async function repeat(/** @type {Record<string, string>} */ n, /** @type {any} */ body) {
    const times = Math.max(1, Number(body.times ?? 1))
    if (body.delayMs) await new Promise((r) => setTimeout(r, Number(body.delayMs)))
    const sends = Array.from({ length: times }, () => () => deliver(n))
    return body.concurrent ? Promise.all(sends.map((s) => s())) : sequence(sends)
  }

  async function handle(/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) {
    const url = new URL(req.url ?? '/', 'http://gateway')
    const body = await readBody(req)
    if (url.pathname.startsWith('/control/') && req.method === 'POST') {
      try {
        const answer = await control(url.pathname.slice('/control/'.length), body ? JSON.parse(body) : {})
        return reply(res, 200, JSON.stringify(answer), 'application/json')
      } catch (error) {
        return reply(res, 400, JSON.stringify({ message: /** @type {Error} */ (error).message }), 'application/json')
      }
    }
    if (url.pathname === '/pay/checkout' && req.method === 'POST') {
      const fields = Object.fromEntries(new URLSearchParams(body))
      const problem = refusal(fields)
      if (problem) return reply(res, 400, refusalPage(problem))
      const session = { id: crypto.randomUUID(), fields, paymentId: String(320000000000 + crypto.randomInt(1e9)) }
      sessions.set(session.id, session)
      return reply(res, 200, checkoutPage(session), 'text/html', { 'X-Checkout-Session': session.id })
    }
    const act = /^\/pay\/([\w-]+)\/(pay|cancel|fail)$/.exec(url.pathname)
    if (act && req.method === 'POST') {
      const session = sessions.get(act[1])
      if (!session) return reply(res, 404, refusalPage('This checkout is unknown or has ended. Start again.'))
      const action = /** @type {keyof typeof ACTIONS} */ (act[2])
      await send(notification(session, ACTIONS[action]))
      const back = action === 'cancel' ? session.fields.cancel_url : session.fields.return_url
      const location = `${back}${back.includes('?') ? '&' : '?'}order_id=${encodeURIComponent(session.fields.order_id)}`
      res.writeHead(302, { Location: location }).end()
      return
    }
    reply(res, 404, refusalPage('Nothing here: post a checkout form to /pay/checkout.'))
  }

  /** Why a checkout post is refused, as PayHere would: a missing field, another merchant, a wrong hash. */
  function refusal(/** @type {Record<string, string>} */ f) {
    const missing = REQUIRED.filter((name) => !f[name])
    if (missing.length) return `Missing: ${missing.join(', ')}.`
    if (f.merchant_id !== merchantId) return `Unknown merchant ${f.merchant_id}: this gateway is for ${merchantId}.`
    if (!/^\d+(\.\d{2})$/.test(f.amount)) return `The amount must have two decimals (such as 1500.00), not ${f.amount}.`
    const expected = md5Upper(f.merchant_id + f.order_id + f.amount + f.currency + secretHash)
    const wrong = 'The hash does not match: check the merchant secret and the amount format.'
    if (f.hash.toUpperCase() !== expected) return wrong
    return undefined
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => reply(res, 500, refusalPage(`The gateway failed: ${error.message}`)))
  })
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    control,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

/** Runs promise makers one after another; resolves with their results in order. */
async function sequence(/** @type {(() => Promise<any>)[]} */ makers) {
  const results = []
  for (const make of makers) results.push(await make())
  return results
}

function readBody(/** @type {http.IncomingMessage} */ req) {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req
      .on('data', (chunk) => (text += chunk))
      .on('end', () => resolve(text))
      .on('error', reject)
  })
}

function reply(res, status, body, type = 'text/html', headers = {}) {
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store', ...headers }).end(body)
}
