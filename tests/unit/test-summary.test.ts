import { describe, expect, it } from 'vitest'
import { countTests } from '../../scripts/test-summary.mjs'

describe("the CI run's closing line", () => {
  it("adds up Vitest's test counts and Playwright's closing block, ignoring colour codes and file counts", () => {
    const log = [
      '\x1b[2m Test Files \x1b[22m \x1b[1m\x1b[32m40 passed\x1b[39m\x1b[22m | \x1b[33m1 skipped\x1b[39m (41)',
      '\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m377 passed\x1b[39m\x1b[22m | \x1b[33m5 skipped\x1b[39m (382)',
      '  figure: 200 accepted, 200 e-mails, 0 duplicates',
      '  ✓  6 tests/cluster/cluster.spec.ts:128:1 › 1,000 form posts (22.1s)',
      '  3 skipped',
      '  1 flaky',
      '  215 passed (8.1m)',
      '  40 passed (55.2s)',
    ].join('\n')
    expect(countTests(log)).toEqual({ passed: 377 + 1 + 215 + 40, failed: 0, skipped: 5 + 3, unfinished: 0 })
  })

  it('counts failures from either runner', () => {
    const log = [' Tests  3 failed | 10 passed (13)', '  2 failed', '  1 did not run', '  7 passed (1.0m)'].join('\n')
    expect(countTests(log)).toEqual({ passed: 17, failed: 6, skipped: 0, unfinished: 0 })
  })

  it('counts a run that started and printed no closing count: Vitest once exited 0 so, having run nothing', () => {
    const finished = [
      ' RUN  v4.1.12 /tmp/ci-clone',
      ' Tests  377 passed | 5 skipped (382)',
      'Running 4 tests using 1 worker',
      '  4 passed (33.5s)',
    ]
    expect(countTests(finished.join('\n')).unfinished).toBe(0)
    const silent = [' RUN  v4.1.12 /tmp/ci-clone', '', 'Running 247 tests using 1 worker', '  243 passed (14.8m)']
    expect(countTests(silent.join('\n'))).toMatchObject({ passed: 243, unfinished: 1 })
    expect(
      countTests('Running 6 tests using 1 worker\n' + '  ✓  1 tests/cluster/cluster.spec.ts:12:1 › one (2.0s)')
        .unfinished,
    ).toBe(1)
  })
})
