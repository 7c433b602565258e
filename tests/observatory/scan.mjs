// @ts-check
// Scans URLs with the MDN HTTP Observatory's own retriever, tests and grader, as its scanner does,
// but on the given ports (its `scan()` only takes a host name). Run by tests/support/e2e/observatory.ts
// with NODE_EXTRA_CA_CERTS set to the test certificate's authority.
//   node tests/observatory/scan.mjs '{"host":"localhost","httpPort":1,"httpsPort":2,"paths":["/"]}'
// Prints one JSON array: per path, the grade, the score and every test's result.
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'

const { host, httpPort, httpsPort, paths } = JSON.parse(process.argv[2] ?? '{}')

/** @param {string} path */
async function scanPath(path) {
  const requests = await retrieve(host, { httpPort, httpsPort, path })
  const response = requests.responses.auto
  if (!response) return { path, error: 'no answer over http or https' }

  // Positive modifiers (extra credit) count only when the score without them is already an A.
  let withExtraCredit = 100
  let withoutExtraCredit = 100
  const tests = ALL_TESTS.map((test) => {
    const output = test(requests)
    const modifier = output.result ? getScoreModifier(output.result) : 0
    withExtraCredit += modifier
    if (modifier < 0) withoutExtraCredit += modifier
    return { name: /** @type {any} */ (output.constructor).name, result: output.result, pass: output.pass, modifier }
  })
  const { grade, score } = getGradeForScore(
    withoutExtraCredit >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : withoutExtraCredit,
  )
  return { path, status: response.status, url: requests.session?.url.href, grade, score, tests }
}

const results = []
for (const path of paths) results.push(await scanPath(path))
process.stdout.write(JSON.stringify(results))
