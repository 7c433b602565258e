import type { Payload } from 'payload'
import type { ClassIntake, Entry } from '@/payload-types'

// The seats of a class intake: seat n is the one entry row with (intake, n); the database's unique index
// refuses a second, so two bookings racing for the last seat cannot both get it (decision 049).

/** Seats taken now, by entries that hold one (a cancelled or refunded booking gives its seat back). */
export async function seatsTaken(payload: Payload, intake: number): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'entries',
    where: { and: [{ intake: { equals: intake } }, { seatNumber: { exists: true } }] },
    select: { seatNumber: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs.map((d) => d.seatNumber).filter((n): n is number => typeof n === 'number')
}

/** A free seat number (1…capacity), or null when full. Random among the free, so racing bookings rarely collide. */
export async function freeSeat(payload: Payload, intake: Pick<ClassIntake, 'id' | 'capacity'>): Promise<number | null> {
  const taken = new Set(await seatsTaken(payload, intake.id))
  const free: number[] = []
  for (let n = 1; n <= intake.capacity; n++) if (!taken.has(n)) free.push(n)
  return free.length ? free[Math.floor(Math.random() * free.length)] : null
}

/** Seats left in an intake. */
export async function seatsLeft(payload: Payload, intake: Pick<ClassIntake, 'id' | 'capacity'>): Promise<number> {
  return Math.max(0, intake.capacity - (await seatsTaken(payload, intake.id)).length)
}

/** An entry's place on its intake's waiting list (1 = next), by when it was made. */
export async function waitingListPlace(
  payload: Payload,
  entry: Pick<Entry, 'id' | 'intake' | 'createdAt'>,
): Promise<number> {
  const intake = typeof entry.intake === 'object' ? entry.intake?.id : entry.intake
  const { totalDocs } = await payload.count({
    collection: 'entries',
    where: {
      and: [
        { intake: { equals: intake } },
        { status: { equals: 'waiting-list' } },
        { id: { less_than_equal: entry.id } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}
