// The front thread (server/front.mjs) answers and nothing else (decision 042): its modules never load
// Next.js (process-wide hooks) nor a render's work (server/render.mjs, beasties), which run on the main thread.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const server = path.resolve(__dirname, '../../server')

/** Every module server/<file> imports, transitively: the server's own files by name, packages as named. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  const source = fs.readFileSync(path.join(server, file), 'utf8')
  for (const [, name] of source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
    const local = name.startsWith('./') ? name.slice(2) : undefined
    if (seen.has(local ?? name)) continue
    seen.add(local ?? name)
    if (local) importsOf(local, seen)
  }
  return seen
}

it('the front thread loads neither Next.js nor a render’s work', () => {
  const front = importsOf('front.mjs')
  // The walk sees the modules (a broken pattern would find none and pass for the wrong reason).
  expect(front).toContain('node:http')
  // A request's steps, each reached from front.mjs by a plain import (docs/architecture.md, first page).
  for (const step of ['frontDoor.mjs', 'redirects.mjs', 'publicCache.mjs', 'cachePurge.mjs', 'renderCall.mjs'])
    expect(front, step).toContain(step)
  for (const step of ['compression.mjs', 'send.mjs', 'appProxy.mjs']) expect(front, step).toContain(step)
  for (const kept of ['next', '@next/env', 'render.mjs', 'criticalCss.mjs', 'beasties', 'lightPages.mjs'])
    expect(front, kept).not.toContain(kept)
  // …which the main thread does load.
  expect(importsOf('index.mjs')).toContain('beasties')
})
