import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { databaseTarget, env, resetEnvForTests } from '@/lib/env'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
  resetEnvForTests()
})

const withEnv = (vars: Record<string, string | undefined>) => {
  process.env = { ...saved, ...vars }
  resetEnvForTests()
  return env
}

describe('databaseTarget', () => {
  it('defaults to a SQLite file in the data folder', () => {
    expect(databaseTarget(undefined, '/srv/data')).toEqual({ kind: 'sqlite', url: 'file:/srv/data/lyceum.db' })
  })
  it.each(['postgres://u:p@h/db', 'postgresql://u:p@h:5432/db'])('chooses PostgreSQL for %s', (url) => {
    expect(databaseTarget(url, '/d')).toEqual({ kind: 'postgres', url })
  })
  it('rejects anything else with a message naming the variable', () => {
    expect(() => databaseTarget('mysql://x', '/d')).toThrow(/DATABASE_URL: must start with postgres/)
  })
})

describe('env()', () => {
  it('requires PAYLOAD_SECRET in production and says how to make one', () => {
    expect(() =>
      withEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: undefined,
        PAYLOAD_SECRET_FILE: undefined,
        NEXT_PHASE: undefined,
      })(),
    ).toThrow(/PAYLOAD_SECRET: required in production[\s\S]*randomBytes/)
  })

  it('requires an explicit DATABASE_URL in production, named beside a missing secret; a file: one will do', () => {
    const production = { NODE_ENV: 'production', LYCEUM_TRIAL: undefined, NEXT_PHASE: undefined }
    expect(() =>
      withEnv({ ...production, PAYLOAD_SECRET: undefined, PAYLOAD_SECRET_FILE: undefined, DATABASE_URL: '' })(),
    ).toThrow(/NODE_ENV=production[\s\S]*PAYLOAD_SECRET: required[\s\S]*DATABASE_URL: required in production/)
    expect(() => withEnv({ ...production, PAYLOAD_SECRET: 'x', DATABASE_URL: undefined })()).toThrow(
      /DATABASE_URL: required in production/,
    )
    const e = withEnv({ ...production, PAYLOAD_SECRET: 'x', DATABASE_URL: 'file:/srv/lyceum/shared/data/lyceum.db' })()
    expect(e.mode).toBe('configured')
    expect(e.database).toEqual({ kind: 'sqlite', url: 'file:/srv/lyceum/shared/data/lyceum.db' })
  })

  it('never loads the demo content in production unless asked; the local trial and development do by default', () => {
    const production = {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'x',
      DATABASE_URL: 'file:/tmp/x.db',
      SEED_DEMO_CONTENT: undefined,
    }
    expect(withEnv({ ...production, LYCEUM_TRIAL: undefined })().SEED_DEMO_CONTENT).toBe('false')
    expect(withEnv({ ...production, LYCEUM_TRIAL: undefined, SEED_DEMO_CONTENT: 'true' })().SEED_DEMO_CONTENT).toBe(
      'true',
    )
    const trial = withEnv({ ...production, LYCEUM_TRIAL: 'true', DATABASE_URL: undefined })()
    expect(trial.mode).toBe('trial')
    expect(trial.SEED_DEMO_CONTENT).toBe('true')
    expect(
      withEnv({ NODE_ENV: 'development', SEED_DEMO_CONTENT: undefined, LYCEUM_TRIAL: undefined })().SEED_DEMO_CONTENT,
    ).toBe('true')
  })

  it('the local trial may guess the database: the default SQLite file under DATA_DIR', () => {
    const e = withEnv({
      NODE_ENV: 'production',
      LYCEUM_TRIAL: 'true',
      PAYLOAD_SECRET: 'x',
      DATABASE_URL: undefined,
      DATA_DIR: '/srv/d',
    })()
    expect(e.database).toEqual({ kind: 'sqlite', url: 'file:/srv/d/lyceum.db' })
  })

  it('outside production, generates a secret once and keeps it in the data folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-env-'))
    const first = withEnv({
      NODE_ENV: 'development',
      PAYLOAD_SECRET: undefined,
      PAYLOAD_SECRET_FILE: undefined,
      DATA_DIR: dir,
    })().payloadSecret
    const second = withEnv({
      NODE_ENV: 'development',
      PAYLOAD_SECRET: undefined,
      PAYLOAD_SECRET_FILE: undefined,
      DATA_DIR: dir,
    })().payloadSecret
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(second).toBe(first)
    expect(fs.readFileSync(path.join(dir, '.payload-secret'), 'utf8')).toBe(first)
    fs.rmSync(dir, { recursive: true })
  })

  it('treats blank variables as unset and applies defaults', () => {
    const e = withEnv({
      PORT: '',
      SERVER_URL: '',
      FILES_BASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      PAYLOAD_SECRET: 'x',
    })()
    expect(e.PORT).toBe(3000)
    expect(e.serverUrl).toBe('http://localhost:3000')
    expect(e.filesBaseUrl).toBe('http://localhost:3000')
    expect(e.admin).toBeUndefined()
  })

  it('names every invalid variable', () => {
    expect(() => withEnv({ PORT: 'eighty', SERVER_URL: 'not a url', ADMIN_EMAIL: 'nobody' })()).toThrow(
      /PORT[\s\S]*SERVER_URL: must be an absolute URL[\s\S]*ADMIN_EMAIL: must be an e-mail address/,
    )
  })

  it('uses FILES_BASE_URL for downloads when set, without a trailing slash', () => {
    expect(withEnv({ FILES_BASE_URL: 'https://files.example.lk/', PAYLOAD_SECRET: 'x' })().filesBaseUrl).toBe(
      'https://files.example.lk',
    )
  })
})
