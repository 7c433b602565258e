import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { colomboDay } from '@/lib/colomboDay'
import { intakeMonthStart } from '@/seed/demo/intakes'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('seeded IELTS intake choices', () => {
  it('all lie after the day the demo content was seeded, eight of them, then Other', async () => {
    const options = await payload.findGlobal({ slug: 'ielts-options', depth: 0, overrideAccess: true })
    const seededOn = colomboDay(String(options.updatedAt))
    const intakes = options.intakes ?? []
    expect(intakes.at(-1)).toMatchObject({ value: 'other', label: 'Other' })
    const dated = intakes.slice(0, -1)
    expect(dated).toHaveLength(8)
    for (const { value, label } of dated) {
      const start = intakeMonthStart(value)
      expect(start, value).toBeDefined()
      expect(start! > seededOn, `${label} after ${seededOn}`).toBe(true)
      // The label names the same month and year as the value.
      expect(
        new Date(`${start}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      ).toBe(label)
    }
  })
})
