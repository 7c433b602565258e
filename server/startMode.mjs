// @ts-check
// Imported first by server/index.mjs, before Next.js reads NODE_ENV: what kind of start this is.
// - NODE_ENV=production (the systemd unit sets it): a configured deployment. It never guesses: no
//   PAYLOAD_SECRET or no DATABASE_URL stops it with a message naming them, and it never builds.
// - NODE_ENV unset (`npm install && npm start`): a local trial, served in production mode with a generated
//   secret, SQLite under DATA_DIR and the demo content; it says so at start and in /api/health.
// - NODE_ENV=development (`npm run dev`).
import path from 'node:path'
import nextEnv from '@next/env'
import { buildProblem, buildState } from './buildStamp.mjs'
import { readSettings } from './settings.mjs'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const dev = process.env.NODE_ENV === 'development'
// The .env file, as Next.js reads it (it would, later, when the app starts): the settings below may be there.
nextEnv.loadEnvConfig(root, dev, { info: () => {}, error: console.error })
/** @type {Record<string, string | undefined>} */
const env = process.env
const given = (/** @type {string} */ name) => Boolean(env[name]?.trim())

/** @type {'configured' | 'trial' | 'development'} */
export const mode = dev
  ? 'development'
  : env.NODE_ENV === 'production' && env.LYCEUM_TRIAL !== 'true'
    ? 'configured'
    : 'trial'
// The AWS SDK's switch for its Node 20 notice (docs/deploy.md): a warning per start about its future releases.
env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

// Every problem at once, the front door's settings (server/settings.mjs) among them.
const problems = mode === 'configured' ? productionProblems(env) : []
try {
  readSettings(env)
} catch (error) {
  problems.push(
    ...String(error instanceof Error ? error.message : error)
      .split('\n')
      .filter((line) => line.startsWith('  ')),
  )
}
if (problems.length)
  stop(
    `Invalid environment configuration${mode === 'configured' ? ' (NODE_ENV=production)' : ''}:\n` +
      `${problems.join('\n')}\nSee .env.example.`,
  )
if (mode === 'configured') {
  if (!given('SMTP_HOST'))
    console.warn(
      "> Warning: no SMTP_HOST: the notification e-mails for visitors' messages are not sent (each goes to the log). " +
        'Set SMTP_* (docs/deploy.md).',
    )
}
if (mode === 'trial') {
  env.NODE_ENV = 'production'
  env.LYCEUM_TRIAL = 'true'
  const dataDir = path.resolve(root, env.DATA_DIR?.trim() || 'data')
  const generated = !given('PAYLOAD_SECRET') && !given('PAYLOAD_SECRET_FILE')
  if (generated) env.PAYLOAD_SECRET_FILE = path.join(dataDir, '.payload-secret')
  const guessed = [
    generated && `a secret generated into ${shown(env.PAYLOAD_SECRET_FILE ?? '')}`,
    !given('DATABASE_URL') && `SQLite in ${shown(path.join(dataDir, 'lyceum.db'))}`,
    env.SEED_DEMO_CONTENT?.trim() !== 'false' && 'the demo content',
  ].filter(Boolean)
  console.log(
    `> Local trial${guessed.length ? ` (${guessed.join(', ')})` : ''}: not a production start. ` +
      'For a real site set NODE_ENV=production and the settings in docs/deploy.md.',
  )
}
if (!dev) {
  const state = buildState(root)
  if (state !== 'ok') stop(buildProblem(state, root))
}

/**
 * What a production start needs and does not guess (the same rule as src/lib/env.ts).
 * @param {Record<string, string | undefined>} source @returns {string[]}
 */
export function productionProblems(source) {
  const set = (/** @type {string} */ name) => Boolean(source[name]?.trim())
  const problems = []
  if (!set('PAYLOAD_SECRET') && !set('PAYLOAD_SECRET_FILE'))
    problems.push(
      '  PAYLOAD_SECRET: required in production (or PAYLOAD_SECRET_FILE): ' +
        'a long random string, the same on every instance.',
    )
  if (!set('DATABASE_URL'))
    problems.push(
      '  DATABASE_URL: required in production: postgres://user:password@host:5432/lyceum, ' +
        'or file:/srv/lyceum/shared/data/lyceum.db for SQLite.',
    )
  // Card payments: all of the PayHere settings or none (payhereMissing in src/lib/env.ts).
  const payhere = ['PAYHERE_MERCHANT_ID', 'PAYHERE_MERCHANT_SECRET', 'PAYHERE_MODE', 'PAYHERE_CHECKOUT_URL']
  if (payhere.some(set)) {
    const missing = payhere.slice(0, 3).filter((name) => !set(name))
    if (source.PAYHERE_MODE?.trim() === 'local' && !set('PAYHERE_CHECKOUT_URL')) missing.push('PAYHERE_CHECKOUT_URL')
    if (missing.length)
      problems.push(
        `  ${missing.join(', ')}: required once any PAYHERE_ setting is set (docs/deploy.md, card payments); ` +
          'set them all, or none.',
      )
  }
  return problems
}

/** A path inside the project as the quick start's user knows it (data/…), any other in full. @param {string} file */
function shown(file) {
  const inside = path.relative(root, file)
  return inside.startsWith('..') ? file : inside
}

/** @param {string} message */
function stop(message) {
  console.error(message)
  process.exit(1)
}
