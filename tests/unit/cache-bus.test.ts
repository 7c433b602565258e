import { describe, expect, it } from 'vitest'
import { instanceId, purgeMessage, purgeTagsOf } from '../../server/cacheBus.mjs'

// The message a content change sends to every instance (server/cacheBus.mjs, decision 041).
describe('the cache bus message', () => {
  it('names the changed tags and the sender, and is read back as those tags', () => {
    const message = purgeMessage(['blogs', 'blogs:12'])
    expect(JSON.parse(message)).toEqual({ purge: ['blogs', 'blogs:12'], from: instanceId() })
    expect(purgeTagsOf(message)).toEqual(['blogs', 'blogs:12'])
  })

  it("falls back to 'all' when the tags would pass PostgreSQL's 8000-byte limit", () => {
    const tags = Array.from({ length: 1000 }, (_, i) => `downloads:${i}`)
    const message = purgeMessage(tags)
    expect(Buffer.byteLength(message)).toBeLessThan(8000)
    expect(purgeTagsOf(message)).toBe('all')
    expect(purgeTagsOf(purgeMessage())).toBe('all')
  })

  it("reads anything it does not understand as 'all'", () => {
    for (const payload of [
      undefined,
      '',
      'not json',
      '{}',
      '{"purge":"some"}',
      '{"purge":[]}',
      '{"purge":[1,2]}',
      'null',
    ])
      expect(purgeTagsOf(payload), String(payload)).toBe('all')
  })
})
