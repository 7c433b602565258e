import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseAdapter } from '@/lib/database'

describe('the SQLite database on a fresh machine', () => {
  it('creates the folder its file goes in (DATA_DIR need not exist, whatever sets the secret)', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-db-'))
    const folder = path.join(root, 'not', 'yet')
    databaseAdapter({ kind: 'sqlite', url: `file:${path.join(folder, 'lyceum.db')}` })
    expect(fs.statSync(folder).isDirectory()).toBe(true)
    fs.rmSync(root, { recursive: true, force: true })
  })
})
