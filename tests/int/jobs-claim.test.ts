import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { env } from '@/lib/env'
import { claimDueJobs, claimJob } from '@/jobs/claim'
import { SEND_NOTIFICATION } from '@/forms/server/notificationJob'

// The atomic claim that lets several instances run one jobs queue (PostgreSQL only; SQLite has one instance).
describe.skipIf(env().database.kind !== 'postgres')('jobs: each job is claimed by exactly one run', () => {
  let payload: Payload
  let messageId: number
  const queued: number[] = []

  const queue = async () => {
    const job = await payload.jobs.queue({
      task: SEND_NOTIFICATION,
      input: { collection: 'contact-messages', id: messageId },
    })
    queued.push(job.id as number)
    return job.id as number
  }

  beforeAll(async () => {
    payload = await testPayload()
    const message = await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'Claim Test',
        email: 'claim@example.lk',
        subject: 'Claims',
        message: 'Jobs claimed once.',
        sourcePage: '/contact-us',
      },
      overrideAccess: true,
    })
    messageId = message.id
  })

  afterAll(async () => {
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: queued } }, overrideAccess: true })
  })

  it('twenty simultaneous claims of one job: one wins, and a claimed job is not claimed again', async () => {
    const id = await queue()
    const answers = await Promise.all(Array.from({ length: 20 }, () => claimJob(payload, id)))
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await claimJob(payload, id)).toBe(false)
  })

  it('six pollers claiming batches at once share 40 due jobs with no job given twice', async () => {
    const ids = new Set(await Promise.all(Array.from({ length: 40 }, queue)))
    const claimed: number[] = []
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let batch = await claimDueJobs(payload, 5); batch.length > 0; batch = await claimDueJobs(payload, 5))
          claimed.push(...batch)
      }),
    )
    const ours = claimed.filter((id) => ids.has(id))
    expect(ours).toHaveLength(40)
    expect(new Set(ours).size).toBe(40)
    // Jobs of other test files claimed on the way go back to the queue as they were.
    const others = claimed.filter((id) => !ids.has(id))
    if (others.length)
      await payload.update({
        collection: 'payload-jobs',
        where: { id: { in: others } },
        data: { processing: false },
        overrideAccess: true,
      })
  })

  it('a job that is done, failed for good or waiting for its retry time is not claimed', async () => {
    const [done, failed, later] = [await queue(), await queue(), await queue()]
    await payload.update({
      collection: 'payload-jobs',
      id: done,
      data: { completedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    await payload.update({ collection: 'payload-jobs', id: failed, data: { hasError: true }, overrideAccess: true })
    await payload.update({
      collection: 'payload-jobs',
      id: later,
      data: { waitUntil: new Date(Date.now() + 60_000).toISOString() },
      overrideAccess: true,
    })
    for (const id of [done, failed, later]) expect(await claimJob(payload, id)).toBe(false)
  })
})
