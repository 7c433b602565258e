import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { codeFor, graphql, newStaff, rest, signIn, whoIs, withTwoFactor } from '../support/int/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

type SignInAnswer = { token: string; twoFactor?: 'code' | 'setup'; user?: unknown }
const firstStep = async (staff: { email: string; password: string }) => {
  const res = await signIn(staff.email, staff.password)
  expect(res.status).toBe(200)
  return (await res.json()) as SignInAnswer
}
const verify = (token: string, code: string) => rest('POST', '/api/users/two-factor/verify', { token, body: { code } })
const THIRTY_SECONDS = 30_000

describe('two-factor sign-in', () => {
  it('after the password, a half signed-in token works nowhere until a generated code is given', async () => {
    const staff = await newStaff(payload)
    const { secret } = await withTwoFactor(staff)
    const half = await firstStep(staff)
    expect(half.twoFactor).toBe('code')
    expect(half.user).toBeUndefined()

    expect(await whoIs(half.token)).toBeNull()
    expect((await rest('GET', '/api/contact-messages', { token: half.token })).status).toBe(403)
    expect((await rest('POST', '/api/users/refresh-token', { token: half.token })).status).toBe(403)
    const gql = (await (await graphql('{ meUser { user { email } } }', half.token)).json()) as {
      data?: { meUser?: { user?: unknown } }
    }
    expect(gql.data?.meUser?.user ?? null).toBeNull()

    const wrong = await verify(half.token, '000000')
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toMatch(/not right/)
    // The code of the next time step: the current one was spent turning it on.
    expect((await verify(half.token, codeFor(secret, Date.now() + THIRTY_SECONDS))).status).toBe(200)
    expect(await whoIs(half.token)).toBe(staff.email)
  })

  it('accepts each code once', async () => {
    const staff = await newStaff(payload)
    const { secret } = await withTwoFactor(staff)
    const code = codeFor(secret, Date.now() + THIRTY_SECONDS)
    expect((await verify((await firstStep(staff)).token, code)).status).toBe(200)
    const again = await firstStep(staff)
    const reused = await verify(again.token, code)
    expect(reused.status).toBe(401)
    // Said as it is, so that the staff member waits for the next code rather than doubting the app.
    expect(await reused.text()).toMatch(/already been used.*Wait for your authenticator app to show the next code/)
    expect(await whoIs(again.token)).toBeNull()
  })

  it('says the code that just turned it on is used, and to wait for the next one', async () => {
    const staff = await newStaff(payload)
    // A step at or before the one that turned it on, even if the clock moved on to the next step meanwhile.
    const before = Date.now()
    const { secret } = await withTwoFactor(staff)
    const half = await firstStep(staff)
    const answer = await verify(half.token, codeFor(secret, before))
    expect(answer.status).toBe(401)
    expect(await answer.text()).toMatch(/already been used/)
  })

  it('accepts a recovery code once, and only once', async () => {
    const staff = await newStaff(payload)
    const { recoveryCodes } = await withTwoFactor(staff)
    expect(recoveryCodes).toHaveLength(10)
    const first = await firstStep(staff)
    const used = await verify(first.token, recoveryCodes[3].toUpperCase())
    expect(used.status).toBe(200)
    expect(((await used.json()) as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9)
    const second = await firstStep(staff)
    expect((await verify(second.token, recoveryCodes[3])).status).toBe(401)
    expect((await verify(second.token, recoveryCodes[4])).status).toBe(200)
  })

  it('ends a half sign-in after 5 wrong codes, and counts them towards the account lockout', async () => {
    const staff = await newStaff(payload)
    const { secret } = await withTwoFactor(staff)
    const half = await firstStep(staff)
    for (let i = 0; i < 5; i++) expect((await verify(half.token, '111111')).status).toBe(401)
    expect(await (await verify(half.token, codeFor(secret, Date.now() + THIRTY_SECONDS))).text()).toMatch(
      /sign in again/,
    )
    const user = await payload.db.findOne<{ id: number; loginAttempts?: number }>({
      collection: 'users',
      where: { id: { equals: staff.id } },
    })
    expect(user?.loginAttempts).toBeGreaterThanOrEqual(5)
  })

  it('keeps the secret and recovery codes out of every API, even for the account itself', async () => {
    const staff = await newStaff(payload, 'admin')
    const { token } = await withTwoFactor(staff)
    const own = await (await rest('GET', `/api/users/${staff.id}`, { token })).json()
    expect(own).toMatchObject({ email: staff.email, twoFactorEnabled: true })
    expect(own).not.toHaveProperty('twoFactor')
    const list = await (await rest('GET', '/api/users?limit=100', { token })).text()
    expect(list).not.toMatch(/"twoFactor"|recoveryCodes|setupSecret|"secret"/)
    const gql = await (await graphql('{ Users(limit: 100) { docs { email twoFactor } } }', token)).text()
    expect(gql).not.toMatch(/v1\.|recoveryCodes|setupSecret|"secret"/)
    // Nor can anyone write it around the endpoints that check a code.
    await rest('PATCH', `/api/users/${staff.id}`, { token, body: { twoFactorEnabled: false, twoFactor: {} } })
    const stored = await payload.db.findOne<{
      id: number
      twoFactorEnabled?: boolean
      twoFactor?: { secret?: string }
    }>({
      collection: 'users',
      where: { id: { equals: staff.id } },
    })
    expect(stored?.twoFactorEnabled).toBe(true)
    expect(stored?.twoFactor?.secret).toMatch(/^v1\./) // encrypted at rest
  })

  it('is turned off only with a valid, unused code', async () => {
    const staff = await newStaff(payload)
    const { secret, recoveryCodes } = await withTwoFactor(staff)
    const signedIn = await firstStep(staff)
    await verify(signedIn.token, codeFor(secret, Date.now() + THIRTY_SECONDS))
    const disable = (code: string) =>
      rest('POST', '/api/users/two-factor/disable', { token: signedIn.token, body: { code } })
    expect((await disable('123456')).status).toBe(400)
    // The previous step's code is older than the one just used: refused too.
    expect((await disable(codeFor(secret, Date.now() - THIRTY_SECONDS))).status).toBe(400)
    expect((await disable(recoveryCodes[0])).status).toBe(200)
    const status = (await (await rest('GET', '/api/users/two-factor', { token: signedIn.token })).json()) as {
      enabled: boolean
    }
    expect(status.enabled).toBe(false)
    expect((await firstStep(staff)).twoFactor).toBeUndefined()
  })
})

describe('an admin can require two-factor sign-in for everyone', () => {
  const setRequired = (token: string, on: boolean) =>
    rest('POST', '/api/globals/sign-in-settings', { token, body: { requireTwoFactor: on } })
  let adminToken = ''

  afterAll(async () => {
    await payload.updateGlobal({ slug: 'sign-in-settings', data: { requireTwoFactor: false }, overrideAccess: true })
  })

  it('only once their own account has it, and an editor cannot', async () => {
    const admin = await newStaff(payload, 'admin')
    const plain = (await firstStep(admin)).token
    const refused = await setRequired(plain, true)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toMatch(/your own account first/)

    const editor = await newStaff(payload, 'editor')
    expect((await setRequired((await firstStep(editor)).token, true)).status).toBe(403)

    const { secret } = await withTwoFactor(admin)
    const half = await firstStep(admin)
    await verify(half.token, codeFor(secret, Date.now() + THIRTY_SECONDS))
    adminToken = half.token
    expect((await setRequired(adminToken, true)).status).toBe(200)
  })

  it('then staff without it must set it up after the password before anything works; old sessions end', async () => {
    const staff = await newStaff(payload)
    // Signed in before the requirement: turning it off and on again ends that session.
    await payload.updateGlobal({ slug: 'sign-in-settings', data: { requireTwoFactor: false }, overrideAccess: true })
    const before = (await firstStep(staff)).token
    expect(await whoIs(before)).toBe(staff.email)
    expect((await setRequired(adminToken, true)).status).toBe(200)
    expect(await whoIs(before)).toBeNull()

    const half = await firstStep(staff)
    expect(half.twoFactor).toBe('setup')
    expect(await whoIs(half.token)).toBeNull()
    expect((await verify(half.token, '123456')).status).toBe(401) // no factor yet: set-up is the only way on
    const { secret } = (await (await rest('POST', '/api/users/two-factor/setup', { token: half.token })).json()) as {
      secret: string
    }
    expect(
      (await rest('POST', '/api/users/two-factor/enable', { token: half.token, body: { code: '000000' } })).status,
    ).toBe(400)
    const enabled = await rest('POST', '/api/users/two-factor/enable', {
      token: half.token,
      body: { code: codeFor(secret) },
    })
    expect(enabled.status).toBe(200)
    expect(await whoIs(half.token)).toBe(staff.email)

    // Required: it cannot be turned off.
    const off = await rest('POST', '/api/users/two-factor/disable', {
      token: half.token,
      body: { code: codeFor(secret, Date.now() + THIRTY_SECONDS) },
    })
    expect(off.status).toBe(409)
  })

  it('and an admin can reset it for a colleague who lost their phone', async () => {
    const staff = await newStaff(payload)
    await payload.updateGlobal({ slug: 'sign-in-settings', data: { requireTwoFactor: false }, overrideAccess: true })
    await withTwoFactor(staff)
    const editorToken = (await firstStep(await newStaff(payload))).token
    expect((await rest('POST', `/api/users/${staff.id}/two-factor/reset`, { token: editorToken })).status).toBe(403)
    expect((await rest('POST', `/api/users/${staff.id}/two-factor/reset`, { token: adminToken })).status).toBe(200)
    const after = await firstStep(staff)
    expect(after.twoFactor).toBeUndefined()
    expect(await whoIs(after.token)).toBe(staff.email)
  })
})
