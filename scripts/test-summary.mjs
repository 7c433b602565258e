#!/usr/bin/env node
// node scripts/test-summary.mjs <log>: adds up the closing counts Vitest and Playwright printed into one
// log (.ci/run tees every suite into it) and prints them as one plain line alone, "N passed, N failed, N skipped" (the form CI reads).
import { readFileSync } from 'node:fs'

const ANSI = /\x1b\[[0-9;]*m/g
/** @param {string} text */
export function countTests(text) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  for (const raw of text.split('\n')) {
    const line = raw.replace(ANSI, '')
    // Vitest: " Tests  749 passed | 15 skipped (764)" (the "Test Files" line counts files, not tests).
    const vitest = /^\s*Tests\s+(.*)$/.exec(line)
    if (vitest) {
      for (const [, n, what] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g))
        counts[what === 'todo' ? 'skipped' : what] += Number(n)
      continue
    }
    // Playwright's closing block: "  215 passed (8.1m)", "  3 skipped", "  1 failed", "  2 flaky".
    const playwright = /^\s+(\d+) (passed|failed|skipped|flaky|did not run|interrupted)(?: \([\d.]+m?s?\)|)\s*$/.exec(line)
    if (playwright) {
      const what =
        playwright[2] === 'flaky' ? 'passed' : playwright[2] === 'passed' || playwright[2] === 'skipped' ? playwright[2] : 'failed'
      counts[what] += Number(playwright[1])
    }
  }
  return counts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, skipped } = countTests(readFileSync(process.argv[2], 'utf8'))
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
  if (passed === 0 || failed > 0) process.exitCode = 1
}
