import { formatTally, loadRows } from './tally'

/** The closing table: hostile requests by class and status, printed after every run. */
export default function globalTeardown() {
  const rows = loadRows()
  if (rows.length)
    console.log(`\nHostile requests by class and status (${rows.length} requests):\n\n${formatTally(rows)}\n`)
}
