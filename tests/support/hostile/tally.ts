import fs from 'node:fs'
import path from 'node:path'

// Results outlive a failed test (Playwright starts a fresh worker after one): one file per class.
export const TALLY_DIR = path.resolve('test-results', 'hostile-tally')

export type Row = { kind: string; name: string; status: number | string; ms: number; ok: boolean }

export function resetTally() {
  fs.rmSync(TALLY_DIR, { recursive: true, force: true })
  fs.mkdirSync(TALLY_DIR, { recursive: true })
}

export function saveRows(kind: string, rows: Row[]) {
  fs.mkdirSync(TALLY_DIR, { recursive: true })
  fs.writeFileSync(path.join(TALLY_DIR, `${kind.replace(/\W+/g, '-')}.json`), JSON.stringify(rows))
}

export function loadRows(): Row[] {
  if (!fs.existsSync(TALLY_DIR)) return []
  return fs
    .readdirSync(TALLY_DIR)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(TALLY_DIR, f), 'utf8')) as Row[])
}

/** The closing table: requests by class and status, with failures and the slowest answer. */
export function formatTally(rows: Row[]): string {
  const kinds = [...new Set(rows.map((r) => r.kind))]
  const statuses = [...new Set(rows.map((r) => String(r.status)))].sort()
  const header = ['class', ...statuses, 'total', 'failed', 'slowest ms']
  const lines = kinds.map((kind) => {
    const mine = rows.filter((r) => r.kind === kind)
    return [
      kind,
      ...statuses.map((s) => String(mine.filter((r) => String(r.status) === s).length || '')),
      String(mine.length),
      String(mine.filter((r) => !r.ok).length),
      String(Math.max(...mine.map((r) => r.ms))),
    ]
  })
  const all = [
    'all',
    ...statuses.map((s) => String(rows.filter((r) => String(r.status) === s).length || '')),
    String(rows.length),
    String(rows.filter((r) => !r.ok).length),
    String(Math.max(0, ...rows.map((r) => r.ms))),
  ]
  const table = [header, ...lines, all]
  const widths = header.map((_, i) => Math.max(...table.map((line) => line[i].length)))
  const format = (line: string[]) =>
    '| ' + line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ') + ' |'
  return [
    format(header),
    '|' + widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|') + '|',
    ...lines.map(format),
    format(all),
  ].join('\n')
}
