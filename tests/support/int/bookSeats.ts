// A second Payload instance for the seat race across instances (tests/int/entries-seat-race.test.ts): run with
// tsx on the same database, it says "ready", waits for "go" on stdin, books N seats of an intake at once and
// prints what it got as one JSON line.
import { randomUUID } from 'node:crypto'
import { getPayload } from 'payload'
import config from '../../../src/payload.config'
import { createEntry } from '../../../src/entries/create'

const [intake, count, run] = process.argv.slice(2)
const payload = await getPayload({ config })
process.stdout.write('ready\n')
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()))
const results = await Promise.all(
  Array.from({ length: Number(count) }, (_, i) =>
    createEntry(
      payload,
      {
        fullName: `Other instance ${i}`,
        email: `other-${run}-${i}@example.lk`,
        mobile: '0771234567',
        consent: '1',
        formKey: randomUUID(),
      },
      { offer: { kind: 'class', id: Number(intake) } },
    ),
  ),
)
const got = results.map((r) => ({ kind: r.kind, seat: 'entry' in r ? (r.entry.seatNumber ?? null) : null }))
process.stdout.write(`${JSON.stringify(got)}\n`)
await payload.destroy()
process.exit(0)
