import { afterAll, describe, expect, it } from 'vitest'
import { register } from '@/instrumentation'
import { env } from '@/lib/env'
import { testPayload } from '../support/int/payload'
import { newStaff, rest, signIn } from '../support/int/staff'

afterAll(async () => {
  for (const cron of (await testPayload()).crons) cron.stop()
})

describe('the jobs schedule when the server starts', () => {
  it.runIf(env().database.kind === 'sqlite')(
    'is running on SQLite before anyone opens the admin, so failed e-mails are retried on a quiet site',
    async () => {
      const before = (await testPayload()).crons.length
      process.env.NEXT_RUNTIME = 'nodejs'
      await register()
      const payload = await testPayload()
      expect(before).toBe(0)
      expect(payload.crons.length).toBe(1)
    },
  )
})

describe("Payload's HTTP endpoints that run jobs", () => {
  it('refuse even an admin: jobs run only from the server’s own runners, each claimed once', async () => {
    const payload = await testPayload()
    const admin = await newStaff(payload, 'admin')
    const { token } = (await (await signIn(admin.email, admin.password)).json()) as { token: string }
    for (const path of ['/api/payload-jobs/run', '/api/payload-jobs/handle-schedules']) {
      const answer = await rest('GET', path, { token })
      expect(answer.status, path).toBe(401)
    }
  })
})
