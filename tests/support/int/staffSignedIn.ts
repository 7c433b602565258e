import { beforeAll } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './payload'
import { newStaff, signIn } from './staff'

// The set-up of the entries team's suites (tests/int/entries-admin.test.ts, entries-staff-actions.test.ts):
// one signed-in member of staff of each role, by role: their token and their user id.

export let payload: Payload
export const tokens: Record<string, string> = {}
export const users: Record<string, number> = {}
export const STAFF = ['admin', 'editor', 'inbox', 'entries'] as const

/** The suite's hook: Payload, then each role's member of staff signs in. */
export function signInEachRole() {
  beforeAll(async () => {
    payload = await testPayload()
    for (const role of STAFF) {
      const staff = await newStaff(payload, role)
      tokens[role] = ((await (await signIn(staff.email, staff.password)).json()) as { token: string }).token
      users[role] = staff.id as number
    }
  })
}
