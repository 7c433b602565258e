import { beforeAll, describe, expect, it } from 'vitest'
import { ValidationError, type Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { newStaff, rest, signIn } from '../support/int/staff'
import { passwordProblem } from '@/auth/passwordPolicy'
import { databaseTarget } from '@/lib/env'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run()
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).data.errors[0].message
  }
  throw new Error('the password was accepted')
}

describe('the password rule', () => {
  it('says what is wrong: too short, or on the common-passwords list (any case)', () => {
    expect(passwordProblem('short pass')).toMatch(/at least 12 characters \(this one has 10\)/)
    expect(passwordProblem('qwerty123456')).toMatch(/common passwords/)
    expect(passwordProblem('QWERTY123456')).toMatch(/common passwords/)
    expect(passwordProblem('e2e-admin-password')).toBeNull()
    expect(passwordProblem('correct horse battery staple')).toBeNull()
  })

  it('is applied to new staff accounts', async () => {
    const create = (password: string) =>
      payload.create({
        collection: 'users',
        data: { email: `new-${password.length}@example.lk`, password, roles: ['editor'] },
        overrideAccess: true,
      })
    expect(await refusal(() => create('elevenchars'))).toMatch(/at least 12/)
    expect(await refusal(() => create('1qaz2wsx3edc'))).toMatch(/common passwords/)
  })

  it('is applied to a changed password, through the API as the admin uses it', async () => {
    const staff = await newStaff(payload)
    const { token } = (await (await signIn(staff.email, staff.password)).json()) as { token: string }
    const patch = (password: string) =>
      rest('PATCH', `/api/users/${staff.id}`, { token, body: { password } }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
      }))
    const common = await patch('password1234')
    expect(common.status).toBe(400)
    expect(common.text).toMatch(/common passwords/)
    expect((await patch('a different long passphrase')).status).toBe(200)
    expect((await signIn(staff.email, 'a different long passphrase')).status).toBe(200)
  })

  it('is applied to reset-password, with a 400 and the reason', async () => {
    const res = await rest('POST', '/api/users/reset-password', { body: { token: 'whatever', password: 'password' } })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/at least 12/)
  })

  it('holds for ADMIN_PASSWORD too', async () => {
    const { env, resetEnvForTests } = await import('@/lib/env')
    const saved = { ...process.env }
    try {
      Object.assign(process.env, { ADMIN_EMAIL: 'a@example.lk', ADMIN_PASSWORD: 'only8chr' })
      resetEnvForTests()
      expect(() => env()).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/)
    } finally {
      process.env = saved
      resetEnvForTests()
    }
    expect(databaseTarget(undefined, '/tmp').kind).toBe('sqlite')
  })
})
