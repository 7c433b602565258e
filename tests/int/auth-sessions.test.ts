import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { newStaff, rest, signIn, whoIs } from '../support/int/staff'
import { sessionCookie } from '@/auth/sessionCookie'
import { env } from '@/lib/env'

let payload: Payload
let staff: Awaited<ReturnType<typeof newStaff>>

beforeAll(async () => {
  payload = await testPayload()
  staff = await newStaff(payload)
})
afterEach(() => vi.useRealTimers())

const tokenOf = async (res: Response) => ((await res.json()) as { token: string }).token
const HOUR = 3_600_000

describe('staff sessions', () => {
  it('come in an HttpOnly, SameSite=Lax cookie, Secure when the site is served over https', async () => {
    const cookie = (await signIn(staff.email, staff.password)).headers.get('set-cookie')!
    expect(cookie).toMatch(/^payload-token=[^;]+;/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/) // SERVER_URL is http here
    expect(sessionCookie('https://www.lyceum.lk')).toEqual({ sameSite: 'Lax', secure: true })
    expect(sessionCookie('http://localhost:3000')).toEqual({ sameSite: 'Lax', secure: false })
  })

  it('end on the server at sign-out: a copied token no longer works', async () => {
    const token = await tokenOf(await signIn(staff.email, staff.password))
    const copy = token
    expect(await whoIs(copy)).toBe(staff.email)
    expect((await rest('POST', '/api/users/logout', { token })).status).toBe(200)
    expect(await whoIs(copy)).toBeNull()
    expect((await rest('GET', '/api/contact-messages', { token: copy })).status).toBe(403)
  })

  it(`expire after SESSION_HOURS (${env().SESSION_HOURS}) without activity, and activity extends them`, async () => {
    const hours = env().SESSION_HOURS
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const idle = await tokenOf(await signIn(staff.email, staff.password))
    const active = await tokenOf(await signIn(staff.email, staff.password))

    vi.setSystemTime(start + (hours - 1) * HOUR)
    // Activity: the admin renews its token while in use (refresh-token), which moves the end on.
    const renewed = await rest('POST', '/api/users/refresh-token', { token: active })
    expect(renewed.status).toBe(200)
    const activeNow = ((await renewed.json()) as { refreshedToken: string }).refreshedToken

    vi.setSystemTime(start + hours * HOUR + 60_000)
    expect(await whoIs(idle)).toBeNull()
    expect(await whoIs(activeNow)).toBe(staff.email)

    vi.setSystemTime(start + (2 * hours - 1) * HOUR + 60_000)
    expect(await whoIs(activeNow)).toBeNull()
  })
})
