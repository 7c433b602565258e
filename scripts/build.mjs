#!/usr/bin/env node
// `npm run build`: the release's one build, stamped with its sources (server/buildStamp.mjs), so that
// the production start that follows serves it as it is. --if-needed skips a build the stamp says is current.
import path from 'node:path'
import { buildRelease } from './lib/build.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
try {
  const built = await buildRelease(root, { onlyIfNeeded: process.argv.includes('--if-needed') })
  if (!built) console.log('> The build is current: nothing to do.')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
