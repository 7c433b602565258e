import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { newStaff, rest, signIn } from '../support/int/staff'
import { resetEnvForTests } from '@/lib/env'
import { resetSignInLimitForTests } from '@/auth/signInLimit'

let payload: Payload
const saved = { ...process.env }

const withLimit = async (points: number, run: () => Promise<void>) => {
  Object.assign(process.env, { RATE_LIMIT_SIGN_IN_POINTS: String(points), RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: '900' })
  resetEnvForTests()
  resetSignInLimitForTests()
  try {
    await run()
  } finally {
    process.env = { ...saved }
    resetEnvForTests()
    resetSignInLimitForTests()
  }
}

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => vi.restoreAllMocks())
afterAll(() => resetSignInLimitForTests())

describe('the per-client limit on signing in', () => {
  it('answers 429 with Retry-After and a message once a client has used its attempts, and logs it', async () => {
    const staff = await newStaff(payload)
    await withLimit(3, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      for (let i = 0; i < 3; i++)
        expect((await signIn(staff.email, 'a wrong long password', '203.0.113.50')).status).toBe(401)
      // Even the right password: the client is out of attempts, whoever it claims to be.
      const limited = await signIn(staff.email, staff.password, '203.0.113.50')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800)
      expect(((await limited.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
        /Too many sign-in attempts.*Try again in 15 minutes/,
      )
      const line = warn.mock.calls.map((c) => String(c[0])).find((l) => l.includes('"rate-limited"'))
      expect(JSON.parse(line!)).toMatchObject({ security: 'rate-limited', scope: 'sign-in', client: '203.0.113.50' })
      // Another client is not affected.
      expect((await signIn(staff.email, staff.password, '203.0.113.51')).status).toBe(200)
    })
  })

  it('counts forgot-password, reset-password and two-factor codes in the same allowance', async () => {
    await withLimit(4, async () => {
      const client = '203.0.113.60'
      expect(
        (await rest('POST', '/api/users/forgot-password', { body: { email: 'x@example.lk' }, client })).status,
      ).toBe(200)
      expect(
        (
          await rest('POST', '/api/users/reset-password', {
            body: { token: 'nope', password: 'a fine long password' },
            client,
          })
        ).status,
      ).toBe(403)
      expect((await rest('POST', '/api/users/two-factor/verify', { body: { code: '123456' }, client })).status).toBe(
        401,
      )
      expect((await signIn('x@example.lk', 'some long password', client)).status).toBe(401)
      for (const path of [
        '/api/users/forgot-password',
        '/api/users/reset-password',
        '/api/users/two-factor/verify',
        '/api/users/login',
      ]) {
        const res = await rest('POST', path, {
          body: { email: 'x@example.lk', password: 'some long password', token: 't', code: '1' },
          client,
        })
        expect(res.status, path).toBe(429)
        expect(res.headers.get('retry-after')).toBeTruthy()
      }
    })
  })

  it('keeps the per-account lockout: after 10 wrong passwords even the right one gets the same refusal', async () => {
    const staff = await newStaff(payload)
    for (let i = 0; i < 10; i++) expect((await signIn(staff.email, `wrong password number ${i}`)).status).toBe(401)
    const right = await signIn(staff.email, staff.password)
    expect(right.status).toBe(401)
    const user = await payload.db.findOne<{ id: number; lockUntil?: string }>({
      collection: 'users',
      where: { id: { equals: staff.id } },
    })
    expect(new Date(user!.lockUntil!).getTime()).toBeGreaterThan(Date.now())
  })
})
