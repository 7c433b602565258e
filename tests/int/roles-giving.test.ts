import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { newStaff, rest, signIn } from '../support/int/staff'
import { rolesFromOldRole } from '@/auth/migrations/staffRoles'
import { ROLES } from '@/auth/roles'
import { migrationsFor } from '@/lib/database'
import { env } from '@/lib/env'

// Who gives roles (admins only, never the last admin away) and what accounts from before roles became.
// The role matrix itself: tests/int/roles.test.ts.

let payload: Payload
const tokens: Partial<Record<'admin' | 'editor', string>> = {}
const ids: Partial<Record<'admin' | 'editor', number | string>> = {}
const who = (role: 'admin' | 'editor') => ({ token: tokens[role] })

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'editor'] as const) {
    const staff = await newStaff(payload, role)
    const { token } = (await (await signIn(staff.email, staff.password)).json()) as { token: string }
    tokens[role] = token
    ids[role] = staff.id
  }
})

describe('roles are given only by admins', () => {
  it('an editor who PATCHes their own roles keeps them unchanged', async () => {
    const res = await rest('PATCH', `/api/users/${ids.editor}`, {
      ...who('editor'),
      body: { roles: ['admin', 'editor'] },
    })
    expect([200, 403]).toContain(res.status)
    const stored = await payload.findByID({ collection: 'users', id: ids.editor!, overrideAccess: true })
    expect(stored.roles).toEqual(['editor'])
    const me = (await (await rest('GET', '/api/users/me', who('editor'))).json()) as { user: { roles: string[] } }
    expect(me.user.roles).toEqual(['editor'])
  })

  it('an admin gives roles; an empty list is refused with a message', async () => {
    const staff = await newStaff(payload, 'editor')
    const given = await rest('PATCH', `/api/users/${staff.id}`, {
      ...who('admin'),
      body: { roles: ['editor', 'inbox'] },
    })
    expect(given.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: staff.id, overrideAccess: true })).roles).toEqual([
      'editor',
      'inbox',
    ])
    const none = await rest('PATCH', `/api/users/${staff.id}`, { ...who('admin'), body: { roles: [] } })
    expect(none.status).toBe(400)
    expect(await none.text()).toMatch(/roles/i)
  })

  it('the last admin cannot lose the admin role or be deleted; with another admin, they can', async () => {
    // Only this test's admin stays an admin while the test runs; the others come back afterwards.
    const { docs: others } = await payload.find({
      collection: 'users',
      where: { and: [{ roles: { in: ['admin'] } }, { id: { not_equals: ids.admin } }] },
      pagination: false,
      overrideAccess: true,
    })
    for (const other of others)
      await payload.update({ collection: 'users', id: other.id, data: { roles: ['editor'] }, overrideAccess: true })
    try {
      const demote = await rest('PATCH', `/api/users/${ids.admin}`, { ...who('admin'), body: { roles: ['editor'] } })
      expect(demote.status).toBe(400)
      expect(await demote.text()).toMatch(/only admin account: give another staff member the admin role first/)
      const remove = await rest('DELETE', `/api/users/${ids.admin}`, who('admin'))
      expect(remove.status).toBe(400)
      expect(await remove.text()).toMatch(/only admin account/)
      expect((await payload.findByID({ collection: 'users', id: ids.admin!, overrideAccess: true })).roles).toEqual([
        'admin',
      ])

      const second = await newStaff(payload, 'admin')
      const demoteSecond = await rest('PATCH', `/api/users/${second.id}`, {
        ...who('admin'),
        body: { roles: ['inbox'] },
      })
      expect(demoteSecond.status).toBe(200)
      await payload.delete({ collection: 'users', id: second.id, overrideAccess: true })
    } finally {
      for (const other of others)
        await payload.update({ collection: 'users', id: other.id, data: { roles: other.roles }, overrideAccess: true })
    }
  })
})

describe("accounts from before roles (the migration, on this run's SQLite or PostgreSQL)", () => {
  it('an editor stays an editor; an admin or an account without a role becomes an admin', async () => {
    expect(rolesFromOldRole('editor')).toEqual(['editor'])
    expect(rolesFromOldRole('admin')).toEqual(['admin'])
    expect(rolesFromOldRole(null)).toEqual(['admin'])

    const migration = migrationsFor(env().database).find((m) => m.name.endsWith('_staff_roles'))
    expect(migration).toBeDefined()
    const adapter = payload.db as unknown as {
      drizzle: unknown
      execute(args: { drizzle: unknown; raw: string }): Promise<unknown>
    }
    const args = { db: adapter.drizzle, payload, req: {} } as never
    const [wasEditor, wasAdmin, hadNone] = [
      await newStaff(payload, 'inbox'),
      await newStaff(payload, 'inbox'),
      await newStaff(payload, 'inbox'),
    ]
    // Back to one `role` per account, as before this migration, and forward again.
    await migration!.down(args)
    await adapter.execute({
      drizzle: adapter.drizzle,
      raw: `UPDATE users SET role = 'editor' WHERE id = ${Number(wasEditor.id)}`,
    })
    await adapter.execute({
      drizzle: adapter.drizzle,
      raw: `UPDATE users SET role = 'admin' WHERE id = ${Number(wasAdmin.id)}`,
    })
    await adapter.execute({
      drizzle: adapter.drizzle,
      raw: `UPDATE users SET role = NULL WHERE id = ${Number(hadNone.id)}`,
    })
    await migration!.up(args)
    // Its up made the roles' enum as it was then: the roles added since get their values back (PostgreSQL).
    const pool = (payload.db as unknown as { pool?: { query: (q: string) => Promise<unknown> } }).pool
    for (const role of pool ? ROLES : [])
      await pool!.query(`ALTER TYPE "public"."enum_users_roles" ADD VALUE IF NOT EXISTS '${role.value}'`)
    const rolesOf = async (id: number | string) =>
      (await payload.findByID({ collection: 'users', id, overrideAccess: true })).roles
    expect(await rolesOf(wasEditor.id)).toEqual(['editor'])
    expect(await rolesOf(wasAdmin.id)).toEqual(['admin'])
    expect(await rolesOf(hadNone.id)).toEqual(['admin'])
  })

  it('leaves every role of today usable', async () => {
    for (const { value } of ROLES) expect((await newStaff(payload, value)).id).toBeTruthy()
  })
})
