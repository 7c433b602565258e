import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { graphql, newStaff, rest, signIn, whoIs } from '../support/int/staff'
import { SIGN_IN_FAILED } from '@/auth/endpoints/signIn'

let payload: Payload
let staff: Awaited<ReturnType<typeof newStaff>>
let locked: Awaited<ReturnType<typeof newStaff>>

const lock = (id: number) =>
  payload.db.updateOne({
    collection: 'users',
    id,
    data: { lockUntil: new Date(Date.now() + 600_000).toISOString(), loginAttempts: 10 },
    returning: false,
  })
const unlock = (id: number) =>
  payload.db.updateOne({ collection: 'users', id, data: { lockUntil: null, loginAttempts: 0 }, returning: false })

beforeAll(async () => {
  payload = await testPayload()
  staff = await newStaff(payload)
  locked = await newStaff(payload)
  await lock(locked.id)
})
afterEach(() => vi.restoreAllMocks())

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

describe('a failed sign-in gives nothing away', () => {
  it('answers an unknown e-mail, a wrong password and a locked account with one status and body', async () => {
    const answers = await Promise.all([
      signIn('nobody-here@example.lk', 'some long password'),
      signIn(staff.email, 'a wrong long password'),
      signIn(locked.email, locked.password),
    ])
    const seen = await Promise.all(
      answers.map(async (r) => ({ status: r.status, body: await r.text(), cookie: r.headers.get('set-cookie') })),
    )
    expect(seen[0]).toEqual({
      status: 401,
      body: JSON.stringify({ errors: [{ message: SIGN_IN_FAILED }] }),
      cookie: null,
    })
    expect(seen[1]).toEqual(seen[0])
    expect(seen[2]).toEqual(seen[0])
    await unlock(staff.id)
  })

  it(
    'takes as long for an unknown e-mail or a locked account as for a wrong password (medians of 30)',
    { timeout: 180_000 },
    async () => {
      const times = { unknown: [] as number[], wrong: [] as number[], locked: [] as number[] }
      const timed = async (run: () => Promise<Response>) => {
        const start = performance.now()
        expect((await run()).status).toBe(401)
        return performance.now() - start
      }
      for (let i = 0; i < 30; i++) {
        times.unknown.push(await timed(() => signIn(`nobody-${i}@example.lk`, 'some long password')))
        times.wrong.push(await timed(() => signIn(staff.email, 'a wrong long password')))
        times.locked.push(await timed(() => signIn(locked.email, 'a wrong long password')))
        await unlock(staff.id) // the wrong-password account must not lock itself during the run
      }
      const wrong = median(times.wrong)
      // Payload's own answer to these two costs no hash: a few milliseconds against hundreds.
      expect(median(times.unknown)).toBeGreaterThan(wrong * 0.7)
      expect(median(times.locked)).toBeGreaterThan(wrong * 0.7)
    },
  )

  it('logs a failed sign-in with the client and a digest, never the e-mail address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await signIn('who-is-this@example.lk', 'some long password', '192.0.2.44')
    const line = warn.mock.calls.map((c) => String(c[0])).find((l) => l.includes('"sign-in-failed"'))
    expect(line).toBeDefined()
    expect(JSON.parse(line!)).toMatchObject({ security: 'sign-in-failed', scope: 'sign-in', client: '192.0.2.44' })
    expect(line).not.toContain('who-is-this')
  })

  it('still signs in with the right password, and answers 400 with a message when a field is missing', async () => {
    const ok = await signIn(staff.email, staff.password)
    expect(ok.status).toBe(200)
    const { token } = (await ok.json()) as { token: string }
    expect(await whoIs(token)).toBe(staff.email)
    const missing = await rest('POST', '/api/users/login', { body: { email: staff.email } })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/password/)
  })

  it('keeps GraphQL out of signing in: one door, with its limit and its one answer', async () => {
    const res = await graphql(
      `mutation { loginUser(email: "${staff.email}", password: "${staff.password}") { token } }`,
    )
    const json = (await res.json()) as { data?: { loginUser?: { token?: string } | null } | null; errors?: unknown[] }
    expect(json.data?.loginUser?.token).toBeFalsy()
    expect(json.errors?.length).toBeGreaterThan(0)
  })
})

describe('forgot-password gives nothing away either', () => {
  it('answers a staff address and an unknown one alike, and only the staff member gets a reset token', async () => {
    const known = await rest('POST', '/api/users/forgot-password', { body: { email: staff.email } })
    const unknown = await rest('POST', '/api/users/forgot-password', { body: { email: 'nobody-at-all@example.lk' } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.text()).toBe(await unknown.text())
    await vi.waitFor(
      async () => {
        const user = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({
          collection: 'users',
          where: { id: { equals: staff.id } },
        })
        expect(user?.resetPasswordToken).toBeTruthy()
      },
      { timeout: 10_000 },
    )
  })
})
