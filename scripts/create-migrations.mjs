#!/usr/bin/env node
// npm run migrate:create -- <name>: writes the migration for both databases from the current schema.
// PostgreSQL's needs a reachable server: MIGRATION_POSTGRES_URL (default: a local one).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(2)
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-migrate-'))
const targets = [
  { label: 'SQLite', DATABASE_URL: `file:${path.join(scratch, 'scratch.db')}` },
  {
    label: 'PostgreSQL',
    DATABASE_URL: process.env.MIGRATION_POSTGRES_URL ?? 'postgres://lyceum:lyceum@127.0.0.1:5432/lyceum_mig',
  },
]
for (const t of targets) {
  console.log(`> ${t.label}`)
  const r = spawnSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: t.DATABASE_URL, DATA_DIR: scratch, SEED_DEMO_CONTENT: 'false' },
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
fs.rmSync(scratch, { recursive: true, force: true })
