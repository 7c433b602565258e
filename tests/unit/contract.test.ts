import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as contract from '@/browser/contract'

// The markup and the browser scripts meet only through src/browser/contract.ts.

const contractNames = new Set<string>()
const collect = (value: unknown) => {
  if (!value || typeof value !== 'object') return
  const name = (value as { name?: unknown }).name
  if (typeof name === 'string' && name.startsWith('data-')) contractNames.add(name)
  else Object.values(value).forEach(collect)
}
collect(contract)

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full, pattern) : pattern.test(e.name) ? [full] : []
  })
const scripts = filesUnder('src/browser', /\.ts$/).filter((f) => !f.endsWith('contract.ts'))

describe('the markup-script contract', () => {
  it('names the attributes the scripts use', () => {
    expect([...contractNames]).toEqual(
      expect.arrayContaining(['data-js', 'data-disclosure', 'data-form', 'data-reveal', 'data-selected']),
    )
  })

  it('the browser scripts write no id or data-* attribute of their own, and never touch style classes', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(4)
    for (const file of scripts) {
      const code = fs.readFileSync(file, 'utf8')
      expect(code.match(/['"`[]data-[a-z]/g), file).toBeNull()
      expect(code.match(/getElementById\(\s*['"`]/g), file).toBeNull()
      expect(code.match(/\bclassList\b|\bclassName\b/g), file).toBeNull()
    }
  })

  it('every data-* attribute that styles key on (Tailwind data-[…] variants, globals.css) is in the contract', () => {
    const styled = new Set<string>()
    for (const file of filesUnder('src', /\.tsx?$/)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bdata-\[([a-z-]+)/g)) styled.add(`data-${m[1]}`)
    }
    for (const m of fs.readFileSync('src/app/(site)/globals.css', 'utf8').matchAll(/\[(data-[a-z-]+)/g))
      styled.add(m[1])
    expect(styled.size).toBeGreaterThan(3)
    expect([...styled].filter((name) => !contractNames.has(name))).toEqual([])
  })
})
