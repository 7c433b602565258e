import { startGateway } from '../../../scripts/lib/payhereGateway.mjs'

/** The merchant the local gateway and the site under test share (never a real PayHere account). */
export const LOCAL_MERCHANT = { PAYHERE_MERCHANT_ID: '1211149', PAYHERE_MERCHANT_SECRET: 'local-gateway-test-secret' }

export type Delivery = { at: string; fields: Record<string, string>; status: number; body: string }
export type Tamper = 'amount' | 'signature' | 'merchant' | 'currency' | 'resigned'
type Sending = { times?: number; concurrent?: boolean; delayMs?: number; tamper?: Tamper }

/**
 * The local PayHere gateway (scripts/payhere-local.mjs) on a port of its own. Returns the environment an app
 * instance needs to send payments to it, the steps a browser would take (checkout, then pay / cancel / fail),
 * the control API (hold, release, replay, notify) and `stop`.
 */
export async function startLocalGateway(port = 0) {
  const gateway = await startGateway({
    port,
    merchantId: LOCAL_MERCHANT.PAYHERE_MERCHANT_ID,
    merchantSecret: LOCAL_MERCHANT.PAYHERE_MERCHANT_SECRET,
  })
  const control = gateway.control as (action: string, body?: object) => Promise<Record<string, unknown>>
  const deliveries = async (action: string, body: object) => {
    const answer = await control(action, body)
    return (answer.deliveries ?? []) as Delivery[]
  }
  return {
    url: gateway.url,
    env: { ...LOCAL_MERCHANT, PAYHERE_MODE: 'local', PAYHERE_CHECKOUT_URL: gateway.url },
    /** Posts a checkout form as the browser does; the session id when accepted, else the refusal page. */
    async checkout(action: string, fields: Record<string, string>) {
      const res = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
      return { status: res.status, session: res.headers.get('x-checkout-session') ?? '', page: await res.text() }
    },
    /** Presses Pay, Cancel or Fail on the checkout page; resolves with where the browser is sent next. */
    async press(session: string, button: 'pay' | 'cancel' | 'fail') {
      const res = await fetch(`${gateway.url}/pay/${session}/${button}`, { method: 'POST', redirect: 'manual' })
      return res.headers.get('location') ?? ''
    },
    /** Keeps the notifications of the next presses back (a browser that returns first), until `release`. */
    hold: () => control('hold', { hold: true }),
    release: () => deliveries('release', {}),
    /** Sends the last notification (of an order) again: several times, at once, late, or tampered with. */
    replay: (options: Sending & { orderId?: string } = {}) => deliveries('replay', options),
    /** A fresh notification with this status for an order the gateway has seen. */
    notify: (orderId: string, status: string, more: Sending = {}) => deliveries('notify', { orderId, status, ...more }),
    log: async () => (await control('log')).deliveries as Delivery[],
    reset: () => control('reset'),
    stop: () => gateway.stop() as Promise<void>,
  }
}

export type LocalGateway = Awaited<ReturnType<typeof startLocalGateway>>
