#!/usr/bin/env node
// node scripts/test-summary.mjs <log>: adds up the closing counts Vitest and Playwright printed into one log
// (.ci/run tees every suite into it) as one plain line, "N passed, N failed, N skipped" (the form CI reads).
import { readFileSync } from 'node:fs'

const ANSI = /\x1b\[[0-9;]*m/g
/**
 * The counts, and how many runs started without printing a closing count (a runner that exits 0 having run
 * nothing, as Vitest did once when its global set-up never settled, must not pass for green).
 * @param {string} text
 */
export function countTests(text) {
  const counts = { passed: 0, failed: 0, skipped: 0, unfinished: 0 }
  let open = 0
  for (const raw of text.split('\n')) {
    const line = raw.replace(ANSI, '')
    // A run begins: Vitest's " RUN  v4.1.12 /path", Playwright's "Running 243 tests using 1 worker".
    if (/^\s*RUN\s+v\d/.test(line) || /^Running \d+ tests? using/.test(line)) {
      counts.unfinished += open
      open = 1
      continue
    }
    // Vitest: " Tests  749 passed | 15 skipped (764)" (the "Test Files" line counts files, not tests).
    const vitest = /^\s*Tests\s+(.*)$/.exec(line)
    if (vitest) {
      for (const [, n, what] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g))
        counts[what === 'todo' ? 'skipped' : what] += Number(n)
      open = 0
      continue
    }
    // Playwright's closing block: "  215 passed (8.1m)", "  3 skipped", "  1 failed", "  2 flaky".
    const playwright = /^\s+(\d+) (passed|failed|skipped|flaky|did not run|interrupted)(?: \([\d.]+m?s?\)|)\s*$/.exec(
      line,
    )
    if (playwright) {
      const what =
        playwright[2] === 'flaky'
          ? 'passed'
          : playwright[2] === 'passed' || playwright[2] === 'skipped'
            ? playwright[2]
            : 'failed'
      counts[what] += Number(playwright[1])
      open = 0
    }
  }
  counts.unfinished += open
  return counts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, skipped, unfinished } = countTests(readFileSync(process.argv[2], 'utf8'))
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
  if (unfinished > 0)
    console.log(`${unfinished} test run${unfinished === 1 ? '' : 's'} started but printed no closing count`)
  if (passed === 0 || failed > 0 || unfinished > 0) process.exitCode = 1
}
