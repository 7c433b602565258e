import type { Payload } from 'payload'
import type { Entry, Payment } from '@/payload-types'

const system = { overrideAccess: true, depth: 0 } as const

/**
 * A new payment row of the entry's fee with the next order id (`LA-MJ27-00042-3`: one per attempt). Two requests
 * that pick the same number at once: the database's unique order id refuses one, which takes the next.
 */
type NewPayment = Pick<Payment, 'method'> & Partial<Payment>

export async function newPayment(payload: Payload, entry: Entry, data: NewPayment): Promise<Payment> {
  const amount = entry.fee.total
  const currency = entry.fee.currency || 'LKR'
  const mine = { entry: { equals: entry.id } }
  const { totalDocs } = await payload.count({ collection: 'payments', where: mine, overrideAccess: true })
  for (let attempt = totalDocs + 1; ; attempt++) {
    const orderId = `${entry.reference}-${attempt}`
    try {
      return await payload.create({
        collection: 'payments',
        data: { status: 'pending', amount, currency, ...data, entry: entry.id, orderId },
        ...system,
      })
    } catch (error) {
      const same = { orderId: { equals: orderId } }
      const taken = await payload.count({ collection: 'payments', where: same, overrideAccess: true })
      if (taken.totalDocs === 0 || attempt > totalDocs + 20) throw error
    }
  }
}

/** The payment of an order id (card or bank), or undefined. */
export async function paymentOfOrder(payload: Payload, orderId: string): Promise<Payment | undefined> {
  if (!/^[\w-]{1,60}$/.test(orderId)) return undefined
  const where = { orderId: { equals: orderId } }
  const { docs } = await payload.find({ collection: 'payments', where, limit: 1, ...system })
  return docs[0]
}
