import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { entryAwaitingPayment } from '../support/int/entries'
import { LOCAL_MERCHANT } from '../support/int/localGateway'
import { env, resetEnvForTests } from '@/lib/env'
import { pendingCardPayment } from '@/entries/payhere/checkout'
import { handleNotification } from '@/entries/payhere/notify'
import { notificationSignature } from '@/entries/payhere/signature'

// Two instances behind a load balancer: PayHere's notification, sent again and again, reaches both at once. Each
// is a Payload client of its own (its own connection pool) on one PostgreSQL database; the unique key decides.
describe.skipIf(env().database.kind !== 'postgres')('a notification replayed across two instances', () => {
  let first: Payload
  let second: Payload
  const saved = { ...process.env }

  beforeAll(async () => {
    Object.assign(process.env, LOCAL_MERCHANT, { PAYHERE_MODE: 'sandbox' })
    resetEnvForTests()
    first = await testPayload()
    second = await getPayload({ config, key: 'second-instance', disableOnInit: true })
  })
  afterAll(async () => {
    process.env = { ...saved }
    resetEnvForTests()
    await second?.db.destroy?.()
  })

  it('twenty deliveries at once, ten on each instance: the payment and its entry change once', async () => {
    const { entry } = await entryAwaitingPayment(first, 7_500)
    const payment = await pendingCardPayment(first, entry)
    const n = {
      merchant_id: LOCAL_MERCHANT.PAYHERE_MERCHANT_ID,
      order_id: payment.orderId,
      payment_id: '320025071278',
      payhere_amount: '7500.00',
      payhere_currency: 'LKR',
      status_code: '2',
      method: 'VISA',
    }
    const fields = { ...n, md5sig: notificationSignature(LOCAL_MERCHANT.PAYHERE_MERCHANT_SECRET, n) }
    const deliver = (i: number) => handleNotification(i % 2 ? first : second, fields)
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i)))
    const ms = Math.round(performance.now() - started)
    const changed = answers.filter((a) => a.changed).length
    const after = await first.findByID({ collection: 'entries', id: entry.id, depth: 0, overrideAccess: true })
    const paidLines = after.history?.filter((h) => h.what.startsWith('Paid')) ?? []
    const statuses = answers.map((a) => a.status)
    console.log(
      `Replay (PostgreSQL, two instances): ${answers.length} notifications sent at once, ${changed} changed state ` +
        `in ${ms} ms; ` +
        `answers ${statuses.filter((s) => s === 200).length}× 200, ${statuses.filter((s) => s === 409).length}× 409`,
    )
    expect(changed).toBe(1)
    expect(paidLines).toHaveLength(1)
    expect(after.status).toBe('paid')
    // A delivery racing the writer waits for it: every one hears 200, none is told to come back.
    expect(statuses).toEqual(answers.map(() => 200))
    // One sent again later finds it done.
    const later = await handleNotification(second, fields)
    expect([later.status, later.changed]).toEqual([200, false])
    const where = { payment: { equals: payment.id } }
    const rows = await first.find({ collection: 'payment-notifications', where, overrideAccess: true })
    expect(rows.docs.map((r) => r.state)).toEqual(['done'])
  })
})
