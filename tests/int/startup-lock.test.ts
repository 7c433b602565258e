import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { env } from '@/lib/env'
import { oneInstanceAtATime } from '@/seed/startupLock'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.runIf(env().database.kind === 'postgres')('start-up work on PostgreSQL (several instances)', () => {
  it('runs one instance’s migrations and seeding at a time: a second waits for the first to finish', async () => {
    const events: string[] = []
    const instance = (name: string) =>
      oneInstanceAtATime(payload, async () => {
        events.push(`${name} starts`)
        await pause(300)
        events.push(`${name} ends`)
        return name
      })
    // Two connections of the pool are two sessions, as two processes would be.
    expect(await Promise.all([instance('a'), instance('b')])).toEqual(['a', 'b'])
    // Either may win the lock; the other starts only after the winner ended.
    const [first, second] = events[0] === 'a starts' ? ['a', 'b'] : ['b', 'a']
    expect(events).toEqual([`${first} starts`, `${first} ends`, `${second} starts`, `${second} ends`])
  })

  it('lets the next instance in when the work fails', async () => {
    await expect(oneInstanceAtATime(payload, () => Promise.reject(new Error('migration failed')))).rejects.toThrow(
      'migration failed',
    )
    expect(await oneInstanceAtATime(payload, async () => 'next')).toBe('next')
  })
})

describe.runIf(env().database.kind === 'sqlite')('start-up work on SQLite (one process)', () => {
  it('runs at once', async () => {
    expect(await oneInstanceAtATime(payload, async () => 'done')).toBe('done')
  })
})
