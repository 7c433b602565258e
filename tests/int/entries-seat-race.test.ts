import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { postgresUrl } from '../support/postgres'
import { booking, entriesOf, newIntake, payload, run, setUpMakingEntries } from '../support/int/makingEntries'
import { createEntry, type CreateResult } from '@/entries/create'

// The seat race (src/entries/create.ts): 20 bookings racing for the last 10 seats of a class get exactly 10
// seats and 10 waiting-list places, also across two instances on PostgreSQL. Run on PostgreSQL with
// TEST_DATABASE_URL (docs/testing.md). The set-up: tests/support/int/makingEntries.ts.

setUpMakingEntries()

const seatsOf = (results: { kind: string; seat: number | null }[]) =>
  results.filter((r) => r.kind === 'created').map((r) => r.seat!)
const summary = (rs: CreateResult[]) =>
  rs.map((r) => ({ kind: r.kind, seat: 'entry' in r ? (r.entry.seatNumber ?? null) : null }))

/** Another Payload instance (a process of its own) on this database, ready to book; a stalled start is tried again. */
async function secondInstance(intake: number) {
  const script = path.join(import.meta.dirname, '../support/int/bookSeats.ts')
  for (let attempt = 1; ; attempt++) {
    const child = spawn(process.execPath, ['--import', 'tsx', script, String(intake), '10', run], {
      env: process.env,
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let out = ''
    const ready = await new Promise<boolean>((resolve) => {
      const limit = setTimeout(() => resolve(false), 45_000)
      child.stdout.on('data', (c: Buffer) => {
        out += c
        if (!out.includes('ready\n')) return
        clearTimeout(limit)
        resolve(true)
      })
    })
    if (ready) return { child, output: () => out }
    child.kill('SIGKILL')
    if (attempt === 3) throw new Error(`The second instance did not start:\n${out.slice(-2000)}`)
  }
}

describe('the seat race', () => {
  it('20 bookings at once for the last 10 seats: exactly 10 seats and 10 waiting-list places', async () => {
    const intake = await newIntake(12)
    await Promise.all(
      [0, 1].map((i) => createEntry(payload, booking(100 + i), { offer: { kind: 'class', id: intake.id } })),
    )
    const started = Date.now()
    const results = summary(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          createEntry(payload, booking(i), { offer: { kind: 'class', id: intake.id } }),
        ),
      ),
    )
    const ms = Date.now() - started
    console.log(`Seat race (${postgresUrl ? 'PostgreSQL' : 'SQLite'}, one instance): 20 bookings in ${ms} ms`)
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(10)
    expect(results.filter((r) => r.kind === 'waiting-list')).toHaveLength(10)
    const stored = await entriesOf({ intake: { equals: intake.id } })
    const seats = stored.map((e) => e.seatNumber).filter((n) => n != null)
    expect(new Set(seats).size).toBe(12)
    expect(Math.max(...(seats as number[]))).toBe(12)
    expect(stored.filter((e) => e.status === 'waiting-list')).toHaveLength(10)
    expect(seatsOf(results).every((n) => n >= 1 && n <= 12)).toBe(true)
  })

  it.skipIf(!postgresUrl)(
    'the same race across two Payload instances on one PostgreSQL database',
    { timeout: 200_000 },
    async () => {
      const intake = await newIntake(10)
      const { child, output } = await secondInstance(intake.id)
      const done = new Promise<void>((resolve) => child.on('close', () => resolve()))
      child.stdin.write('go\n')
      const mine = summary(
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            createEntry(payload, booking(200 + i), { offer: { kind: 'class', id: intake.id } }),
          ),
        ),
      )
      await done
      // Its answer is its one JSON line; the jobs runner may log after it.
      const answer = output()
        .split('\n')
        .filter((line) => line.startsWith('[{'))
        .pop()!
      const theirs = JSON.parse(answer) as { kind: string; seat: number | null }[]
      const all = [...mine, ...theirs]
      console.log(
        'Seat race across two instances: this one got ' +
          `${seatsOf(mine).length} seats, the other ${seatsOf(theirs).length}`,
      )
      expect(all.filter((r) => r.kind === 'created')).toHaveLength(10)
      expect(all.filter((r) => r.kind === 'waiting-list')).toHaveLength(10)
      expect(new Set(seatsOf(all)).size).toBe(10)
      const stored = await entriesOf({ intake: { equals: intake.id } })
      expect(stored.filter((e) => e.seatNumber != null)).toHaveLength(10)
      expect(stored.filter((e) => e.status === 'waiting-list')).toHaveLength(10)
    },
  )
})
