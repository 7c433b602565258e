import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Entry } from '@/payload-types'
import { testPayload } from '../support/int/payload'
import { serveRoutes } from '../support/int/routeServer'
import { entryAwaitingPayment } from '../support/int/entries'
import { startLocalGateway, type LocalGateway } from '../support/int/localGateway'
import { env, resetEnvForTests } from '@/lib/env'
import { checkoutForm, pendingCardPayment } from '@/entries/payhere/checkout'
import { answerCancel, answerNotify, answerReturn, cardPaymentNotice } from '@/entries/payhere/http'
import { notificationSignature } from '@/entries/payhere/signature'

const system = { depth: 0, overrideAccess: true } as const

// A card payment end to end through the local PayHere gateway: the signed checkout post, the buttons on its page,
// its server-to-server notification to the real endpoint over HTTP, and the browser's way back.

describe('card payments through the local PayHere gateway', () => {
  let payload: Payload
  let gateway: LocalGateway
  let site: Awaited<ReturnType<typeof serveRoutes>>
  const saved = { ...process.env }

  beforeAll(async () => {
    payload = await testPayload()
    gateway = await startLocalGateway()
    Object.assign(process.env, gateway.env)
    resetEnvForTests()
    site = await serveRoutes({
      'POST /api/payments/payhere/notify': answerNotify,
      'GET /entries/return': answerReturn,
      'GET /entries/cancelled': answerCancel,
    })
  })
  afterAll(async () => {
    process.env = { ...saved }
    resetEnvForTests()
    await Promise.all([gateway?.stop(), site?.stop()])
  })

  const of = (entry: Entry) => ({ entry: { equals: entry.id } })
  const notifyUrl = () => `${site.url}/api/payments/payhere/notify`
  const reload = (entry: Entry) => payload.findByID({ collection: 'entries', id: entry.id, ...system })
  const paymentsOf = async (entry: Entry) => {
    const { docs } = await payload.find({ collection: 'payments', where: of(entry), sort: 'id', ...system })
    return docs
  }
  const rowsOf = (paymentId: number) =>
    payload
      .find({ collection: 'payment-notifications', where: { payment: { equals: paymentId } }, overrideAccess: true })
      .then((r) => r.docs)

  /** A new entry, its pending card payment and the gateway's checkout session for it. */
  async function checkout(fee = 12_500) {
    const { entry, token } = await entryAwaitingPayment(payload, fee)
    const payment = await pendingCardPayment(payload, entry)
    const form = checkoutForm(entry, payment, site.url)!
    const started = await gateway.checkout(form.action, form.fields)
    expect(started.status).toBe(200)
    return { entry, token, payment, session: started.session, form }
  }

  /** Follows the gateway's redirect to our return or cancel route: where the browser lands next. */
  const landing = async (location: string) => {
    const res = await fetch(location, { redirect: 'manual' })
    return { status: res.status, location: res.headers.get('location') ?? '' }
  }

  it('signs a checkout the gateway accepts; a changed amount is refused with the reason', async () => {
    const { entry, payment, form } = await checkout(12_500.5)
    expect(form.fields).toMatchObject({ order_id: payment.orderId, amount: '12500.50', currency: 'LKR' })
    expect(form.fields.merchant_id).toBe('1211149')
    expect(payment.orderId).toBe(`${entry.reference}-1`)
    // A reload of the status page offers the same order, not a new one.
    expect((await pendingCardPayment(payload, entry)).id).toBe(payment.id)
    const forged = await gateway.checkout(form.action, { ...form.fields, amount: '125.00' })
    expect(forged.status).toBe(400)
    expect(forged.page).toContain('The hash does not match')
  })

  it('paid: the entry is paid once, and the return leads to its status page', async () => {
    const { entry, token, payment, session } = await checkout()
    const back = await gateway.press(session, 'pay')
    expect(back.startsWith(`${site.url}/entries/return?`)).toBe(true)
    expect((await reload(entry)).status).toBe('paid')
    const [paid] = await paymentsOf(entry)
    expect(paid).toMatchObject({ id: payment.id, status: 'paid', method: 'card' })
    expect(paid.gatewayPaymentId).toMatch(/^\d{12}$/)
    expect(await landing(back)).toEqual({ status: 303, location: `/entries/${token}?payment=returned` })
    expect((await cardPaymentNotice(payload, entry, 'returned'))?.tone).toBe('success')
  })

  it('a return before the notification says the payment is being confirmed, until it arrives', async () => {
    const { entry, session } = await checkout()
    await gateway.hold()
    const back = await gateway.press(session, 'pay')
    expect((await landing(back)).status).toBe(303)
    expect((await cardPaymentNotice(payload, entry, 'returned'))?.message).toMatch(/confirming your payment/)
    expect((await reload(entry)).status).toBe('awaiting-payment')
    const [delivered] = await gateway.release()
    expect(delivered.status).toBe(200)
    expect((await reload(entry)).status).toBe('paid')
    expect((await cardPaymentNotice(payload, entry, 'returned'))?.tone).toBe('success')
  })

  it('cancelled and failed: nothing charged, the entry awaits payment, the next attempt is a new order', async () => {
    for (const button of ['cancel', 'fail'] as const) {
      const { entry, token, payment, session } = await checkout()
      const back = await gateway.press(session, button)
      expect(back.startsWith(`${site.url}/entries/${button === 'cancel' ? 'cancelled' : 'return'}?`)).toBe(true)
      const how = button === 'cancel' ? 'cancelled' : 'returned'
      expect(await landing(back)).toMatchObject({ location: `/entries/${token}?payment=${how}` })
      expect((await reload(entry)).status).toBe('awaiting-payment')
      expect((await paymentsOf(entry))[0].status).toBe(button === 'cancel' ? 'cancelled' : 'failed')
      const notice = await cardPaymentNotice(payload, entry, button === 'cancel' ? 'cancelled' : 'returned')
      expect(notice?.message).toMatch(/nothing was charged/)
      const again = await pendingCardPayment(payload, entry)
      expect(again.orderId).toBe(`${entry.reference}-2`)
      expect(again.id).not.toBe(payment.id)
    }
  })

  it('late: a success after a cancel still pays the entry; a cancel after the payment changes nothing', async () => {
    const { entry, payment, session } = await checkout()
    await gateway.press(session, 'cancel')
    const [late] = await gateway.notify(payment.orderId, '2', { delayMs: 300 })
    expect(late.status).toBe(200)
    expect((await reload(entry)).status).toBe('paid')
    const [stale] = await gateway.notify(payment.orderId, '-1')
    expect(stale.body).toMatch(/nothing changed/)
    expect((await paymentsOf(entry))[0].status).toBe('paid')
    expect((await reload(entry)).status).toBe('paid')
  })

  it('replayed: the same notification sent again and again, and at once, changes the entry once', async () => {
    const { entry, payment, session } = await checkout()
    await gateway.press(session, 'pay')
    const again = [...(await gateway.replay({ times: 5 })), ...(await gateway.replay({ times: 10, concurrent: true }))]
    const sent = 1 + again.length
    const paidLines = (await reload(entry)).history?.filter((h) => h.what.startsWith('Paid')) ?? []
    const rows = await rowsOf(payment.id)
    const changed = rows.length
    const database = env().database.kind
    const figures = `${sent} notifications sent, ${changed} changed state; ${answers(again)}`
    console.log(`Replay (${database}, one instance): ${figures}`)
    expect(again.map((d) => d.status)).toEqual(again.map(() => 200))
    expect(paidLines).toHaveLength(1)
    expect(changed).toBe(1)
    expect(rows[0]).toMatchObject({ state: 'done', statusCode: '2' })
  })

  it('tampered amount, signature, currency or merchant: refused, nothing changes; the genuine one pays', async () => {
    const { entry, payment, session } = await checkout()
    await gateway.hold()
    await gateway.press(session, 'pay')
    for (const tamper of ['amount', 'signature', 'resigned', 'currency', 'merchant'] as const) {
      const [d] = await gateway.replay({ tamper })
      expect(d.status, tamper).toBe(403)
      expect(d.body).toMatch(tamper === 'merchant' ? /another merchant/ : /signature does not match/)
    }
    expect((await reload(entry)).status).toBe('awaiting-payment')
    expect((await paymentsOf(entry))[0].status).toBe('pending')
    expect(await rowsOf(payment.id)).toHaveLength(0)
    await gateway.release()
    expect((await reload(entry)).status).toBe('paid')
  })

  it('a signed notification whose amount differs from the order is recorded for staff, not applied', async () => {
    const { entry, payment } = await checkout(9_000)
    for (const _ of [1, 2]) {
      const res = await postSigned({ order_id: payment.orderId, payhere_amount: '90.00' })
      expect(res.status).toBe(200)
      expect(await res.text()).toMatch(/amount or currency differs/)
    }
    expect((await reload(entry)).status).toBe('awaiting-payment')
    const [after] = await paymentsOf(entry)
    expect(after.status).toBe('pending')
    expect(after.notes?.match(/PayHere reported LKR 90.00/g)).toHaveLength(1)
  })

  it('a claim cut short (a crash between the payment and the entry) is finished by the next delivery', async () => {
    const { entry, payment } = await checkout(5_000)
    await payload.update({ collection: 'payments', id: payment.id, data: { status: 'paid' }, ...system })
    const data = { key: `${payment.id}:2`, payment: payment.id, statusCode: '2', state: 'claimed' as const }
    const claim = await payload.create({ collection: 'payment-notifications', data, ...system })
    const retried = await postSigned({ order_id: payment.orderId, payhere_amount: '5000.00' })
    // It waits 5 s for the claim to finish, which a crashed claim never does: 409, send it again.
    expect([retried.status, await retried.text()]).toEqual([409, expect.stringMatching(/^Being handled/)])
    const minutesAgo = new Date(Date.now() - 5 * 60_000).toISOString()
    await payload.db.updateOne({ collection: 'payment-notifications', id: claim.id, data: { updatedAt: minutesAgo } })
    const later = await postSigned({ order_id: payment.orderId, payhere_amount: '5000.00' })
    expect(later.status).toBe(200)
    expect((await reload(entry)).status).toBe('paid')
    expect((await rowsOf(payment.id)).map((r) => r.state)).toEqual(['done'])
  })

  it('an unknown order, a junk body or a wrong type: a 4xx or a 200 that changes nothing, never a 500', async () => {
    const unknown = await postSigned({ order_id: 'LA-NONE-00000-1', payhere_amount: '100.00' })
    expect([unknown.status, await unknown.text()]).toEqual([200, 'Unknown order LA-NONE-00000-1; nothing changed.'])
    const post = (body: BodyInit, type?: string) =>
      fetch(notifyUrl(), { method: 'POST', body, headers: type ? { 'content-type': type } : {} })
    const cases = [
      await post(new URLSearchParams({ order_id: 'x' })),
      await post('{"order_id":"x"}', 'application/json'),
      await post('%%%&&&=', 'application/x-www-form-urlencoded'),
      await post('a='.padEnd(40_000, 'x'), 'application/x-www-form-urlencoded'),
    ]
    expect(cases.map((r) => r.status)).toEqual([400, 415, 400, 413])
    expect(await cases[0].text()).toMatch(/^Missing notification fields: merchant_id/)
  })

  it('a guessed order id on the return address leads nowhere', async () => {
    const { payment } = await checkout()
    expect((await landing(`${site.url}/entries/return?order_id=${payment.orderId}`)).status).toBe(404)
    const forged = `order_id=${payment.orderId}&check=${'A'.repeat(22)}`
    expect((await landing(`${site.url}/entries/cancelled?${forged}`)).status).toBe(404)
    expect((await landing(`${site.url}/entries/return`)).status).toBe(404)
  })

  /** Posts a notification signed with the merchant's real secret (as PayHere would), status 2 unless given. */
  function postSigned(fields: { order_id: string; payhere_amount: string; status_code?: string }) {
    const n = { merchant_id: '1211149', payhere_currency: 'LKR', status_code: '2', payment_id: '3200000001', ...fields }
    const md5sig = notificationSignature(gateway.env.PAYHERE_MERCHANT_SECRET, n)
    return fetch(notifyUrl(), { method: 'POST', body: new URLSearchParams({ ...n, md5sig }) })
  }
})

const answers = (deliveries: { status: number }[]) => {
  const counts = new Map<number, number>()
  for (const d of deliveries) counts.set(d.status, (counts.get(d.status) ?? 0) + 1)
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ')
}
