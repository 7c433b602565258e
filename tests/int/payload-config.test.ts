import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { payloadConfig } from '@/lib/payloadConfig'
import { appSlot, clearAppSlot } from '../../server/shared.mjs'

// Decision 052: one configuration per process, whichever route group loads it first.

const sourcesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? sourcesUnder(full) : /\.tsx?$/.test(e.name) ? [full] : []
  })

afterEach(() => {
  vi.unstubAllEnvs()
  clearAppSlot('payloadConfig')
})

describe('the Payload configuration', () => {
  it('in production, every caller gets the one loaded first', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const first = payloadConfig()
    expect(payloadConfig()).toBe(first)
    expect(appSlot('payloadConfig', () => 'none')).toBe(first)
    expect((await first).collections.map((c) => c.slug)).toContain('exam-series')
  })

  it('in development, each call loads the current module (its edits apply)', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(payloadConfig()).not.toBe(payloadConfig())
    expect(appSlot('payloadConfig', () => 'none')).toBe('none')
  })

  it('is imported only through src/lib/payloadConfig.ts: a direct import is a copy per route group', () => {
    const direct = sourcesUnder('src').filter(
      (file) =>
        file !== path.join('src', 'lib', 'payloadConfig.ts') &&
        /from '@payload-config'|import\('@payload-config'\)/.test(fs.readFileSync(file, 'utf8')),
    )
    expect(direct).toEqual([])
  })
})
