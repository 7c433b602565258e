import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted series takes its reminder subscriptions and their send log with it, in the same transaction. */
export const forgetRemindersOfSeries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'reminder-subscriptions',
    where: { series: { equals: id } },
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  const subscriptions = docs.map((d) => d.id)
  if (!subscriptions.length) return
  await req.payload.delete({
    collection: 'reminder-sends',
    where: { subscription: { in: subscriptions } },
    overrideAccess: true,
    req,
  })
  await req.payload.delete({
    collection: 'reminder-subscriptions',
    where: { id: { in: subscriptions } },
    overrideAccess: true,
    req,
  })
}
