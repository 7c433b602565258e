import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { resetEnvForTests } from '@/lib/env'
import { storeContactMessage } from '@/forms/server/store'
import { runShutdownTasks } from '../../server/shared.mjs'

// The jobs runner at shutdown and with JOBS_AUTORUN=false (docs/architecture.md, "Jobs: where they run").
let payload: Payload
let smtp: SMTPServer
let received = 0
const saved = { ...process.env }
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

const send = (subject: string) =>
  storeContactMessage(
    { name: 'Shutdown Test', email: 'shutdown@example.lk', subject, message: 'Mailed once, or left queued.' },
    '/contact-us',
  )

const jobOf = async (messageId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { 'input.id': { equals: messageId } },
      overrideAccess: true,
    })
  ).docs[0]

beforeAll(async () => {
  // An SMTP server that takes 1.5 s to accept each mail: a job is under way when shutdown begins.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => setTimeout(() => (received++, callback()), 1_500))
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String((smtp.server.address() as AddressInfo).port) })
  resetEnvForTests()
  payload = await testPayload()
})

afterAll(async () => {
  process.env = { ...saved }
  resetEnvForTests()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('the jobs runner', () => {
  it('with JOBS_AUTORUN=false, a stored message is queued and not run here', async () => {
    process.env.JOBS_AUTORUN = 'false'
    resetEnvForTests()
    try {
      const message = await send('Left to another instance')
      await pause(500)
      const job = await jobOf(message.id)
      expect(job).toMatchObject({ processing: false, totalTried: 0 })
      expect(job.completedAt ?? null).toBeNull()
      await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    } finally {
      delete process.env.JOBS_AUTORUN
      resetEnvForTests()
    }
  })

  it('shutdown waits for the job under way, then runs no more', async () => {
    const before = received
    const first = await send('Under way at shutdown')
    await pause(300)
    const started = Date.now()
    const failures: string[] = []
    await runShutdownTasks((name) => failures.push(name))
    expect(failures).toEqual([])
    // The shutdown task returned only once the slow server had accepted the mail and the job was recorded.
    expect(Date.now() - started).toBeGreaterThan(800)
    // The job's two e-mails: the department's copy and the visitor's acknowledgement.
    expect(received).toBe(before + 2)
    const sent = await payload.findByID({ collection: 'contact-messages', id: first.id, overrideAccess: true })
    expect(sent.delivery?.status).toBe('sent')
    // Payload removes a job once it completed.
    expect(await jobOf(first.id)).toBeUndefined()

    const second = await send('After shutdown began')
    await pause(500)
    expect(received).toBe(before + 2)
    const waiting = await jobOf(second.id)
    expect(waiting).toMatchObject({ processing: false, totalTried: 0 })
    await payload.delete({ collection: 'payload-jobs', id: waiting.id, overrideAccess: true })
  })
})
