import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'

// The one module that reads process.env: everything else asks for `env()`.

// An empty variable (VAR= in a .env file) means "not set".
const unsetIfBlank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = <T extends z.ZodType>(type: T) => z.preprocess(unsetIfBlank, type.optional())
const optionalText = optional(z.string().trim())

const urlWithoutSlash = z
  .url({ message: 'must be an absolute URL such as https://www.example.lk' })
  .transform((v) => v.replace(/\/+$/, ''))

const schema = z.object({
  NODE_ENV: z.preprocess(unsetIfBlank, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(65535).default(3000)),
  DATABASE_URL: optionalText,
  PAYLOAD_SECRET: optionalText,
  PAYLOAD_SECRET_FILE: optionalText,
  SERVER_URL: optional(urlWithoutSlash),
  FILES_BASE_URL: optional(urlWithoutSlash),
  DATA_DIR: z.preprocess(unsetIfBlank, z.string().default('./data')),
  MEDIA_DIR: z.preprocess(unsetIfBlank, z.string().default('./media')),
  // Where `npm run backup` writes its archives unless given --out.
  BACKUP_DIR: z.preprocess(unsetIfBlank, z.string().default('./backups')),
  ADMIN_EMAIL: optional(z.email({ message: 'must be an e-mail address' })),
  // The minimum of every staff password (src/auth/passwordPolicy.ts); the common-password check runs at creation.
  ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
  // Unset: true for a local trial and development, false in production (see `mode` below).
  SEED_DEMO_CONTENT: optional(z.enum(['true', 'false'])),
  // Set by server/startMode.mjs for the quick start (`npm start` without NODE_ENV): production mode, guessing allowed.
  LYCEUM_TRIAL: optional(z.enum(['true', 'false'])),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).max(65535).default(587)),
  SMTP_SECURE: z.preprocess(unsetIfBlank, z.enum(['true', 'false']).default('false')),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  SMTP_FROM: optionalText,
  // Per-client limit on the form endpoints: this many submissions per window.
  RATE_LIMIT_FORMS_POINTS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).default(10)),
  RATE_LIMIT_FORMS_WINDOW_SECONDS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).default(900)),
  // First retry of a failed notification e-mail; later ones back off exponentially.
  MAIL_RETRY_DELAY_MS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(0).default(30_000)),
  // How many reverse proxies in front of the server add X-Forwarded-For entries that are trusted (0: none).
  TRUST_PROXY: z.preprocess(unsetIfBlank, z.coerce.number().int().min(0).max(10).default(0)),
  // Per-client limit on sign-in, forgot-password, reset-password and two-factor codes: attempts per window.
  RATE_LIMIT_SIGN_IN_POINTS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).default(20)),
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: z.preprocess(unsetIfBlank, z.coerce.number().int().min(1).default(900)),
  // Object storage for media and downloads (src/uploads/storage.ts); without S3_BUCKET files stay under MEDIA_DIR.
  S3_BUCKET: optionalText,
  S3_REGION: z.preprocess(unsetIfBlank, z.string().trim().default('us-east-1')),
  S3_ENDPOINT: optional(urlWithoutSlash),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(unsetIfBlank, z.enum(['true', 'false']).default('false')),
  // Pino's levels; the request log (one line per request) is at `info`.
  LOG_LEVEL: z.preprocess(
    unsetIfBlank,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Whether this instance runs the jobs queue (notification e-mails); `false` leaves them to other instances.
  JOBS_AUTORUN: z.preprocess(unsetIfBlank, z.enum(['true', 'false']).default('true')),
  // PostgreSQL: how often an instance that runs jobs looks for due ones (queued elsewhere, or retries).
  JOBS_POLL_SECONDS: z.preprocess(unsetIfBlank, z.coerce.number().positive().max(3600).default(2)),
  // A staff session ends after this many hours without activity.
  // PayHere card payments (docs/entries.md): without the merchant settings only bank transfer is offered.
  PAYHERE_MERCHANT_ID: optional(
    z
      .string()
      .trim()
      .regex(/^\d{4,12}$/, 'must be the merchant id PayHere shows (digits)'),
  ),
  PAYHERE_MERCHANT_SECRET: optionalText,
  PAYHERE_MODE: optional(z.enum(['sandbox', 'live', 'local'], { message: 'must be sandbox, live or local' })),
  // Only with PAYHERE_MODE=local: the local gateway's checkout address (npm run payhere:local).
  PAYHERE_CHECKOUT_URL: optional(urlWithoutSlash),
  SESSION_HOURS: z.preprocess(
    unsetIfBlank,
    z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(8),
  ),
})

export type DatabaseTarget = { kind: 'sqlite'; url: string } | { kind: 'postgres'; url: string }

export type Env = ReturnType<typeof build>

let cached: Env | undefined

/** Reads and validates the environment once; a bad value stops the start with a message. */
export function env(): Env {
  cached ??= build(process.env)
  return cached
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined
}

function build(source: NodeJS.ProcessEnv) {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`)
  }
  const e = parsed.data
  // 'configured': NODE_ENV=production said by the operator, where nothing is guessed (server/startMode.mjs).
  const mode = e.NODE_ENV === 'production' && e.LYCEUM_TRIAL !== 'true' ? ('configured' as const) : ('trial' as const)
  const missing = mode === 'configured' && !isBuildPhase() ? [...productionProblems(e), ...payhereProblems(e)] : []
  if (missing.length) throw new Error(`Invalid environment configuration (NODE_ENV=production):\n${missing.join('\n')}`)
  const dataDir = path.resolve(e.DATA_DIR)
  const serverUrl = e.SERVER_URL ?? `http://localhost:${e.PORT}`
  return {
    ...e,
    mode,
    SEED_DEMO_CONTENT: e.SEED_DEMO_CONTENT ?? (mode === 'configured' ? 'false' : 'true'),
    isProduction: e.NODE_ENV === 'production',
    // `next build` evaluates the app without serving it: nothing runs in the background then.
    isBuildPhase: isBuildPhase(),
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR),
    serverUrl,
    // Downloads are served by the app itself unless a storage host is configured.
    filesBaseUrl: e.FILES_BASE_URL ?? serverUrl,
    database: databaseTarget(e.DATABASE_URL, dataDir),
    payloadSecret: payloadSecret(e.PAYLOAD_SECRET, e.PAYLOAD_SECRET_FILE, mode === 'configured', dataDir),
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE === 'true',
          user: e.SMTP_USER,
          pass: e.SMTP_PASS,
          from: e.SMTP_FROM ?? 'no-reply@example.lk',
        }
      : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    jobsAutorun: e.JOBS_AUTORUN === 'true',
    payhere: payhereSettings(e),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
  }
}

/** What a production start needs and never guesses (server/startMode.mjs checks the same before Next.js loads). */
function productionProblems(e: {
  PAYLOAD_SECRET?: string
  PAYLOAD_SECRET_FILE?: string
  DATABASE_URL?: string
}): string[] {
  const problems: string[] = []
  if (!e.PAYLOAD_SECRET && !e.PAYLOAD_SECRET_FILE)
    problems.push(
      '  PAYLOAD_SECRET: required in production (or PAYLOAD_SECRET_FILE). Set it to a long random string, e.g.\n' +
        "  PAYLOAD_SECRET=$(node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\")",
    )
  if (!e.DATABASE_URL)
    problems.push(
      '  DATABASE_URL: required in production: postgres://user:password@host:5432/lyceum, ' +
        'or file:/path/to/lyceum.db for SQLite',
    )
  return problems
}

type PayhereVariables = Partial<Record<(typeof PAYHERE_VARIABLES)[number], string>>
const PAYHERE_MERCHANT = ['PAYHERE_MERCHANT_ID', 'PAYHERE_MERCHANT_SECRET'] as const
const PAYHERE_VARIABLES = [...PAYHERE_MERCHANT, 'PAYHERE_MODE', 'PAYHERE_CHECKOUT_URL'] as const

/** The PayHere variables a start needs but lacks, once any of them is set (none set: card payment is not offered). */
export function payhereMissing(e: PayhereVariables, production: boolean): string[] {
  if (!PAYHERE_VARIABLES.some((name) => e[name])) return []
  const missing: string[] = PAYHERE_MERCHANT.filter((name) => !e[name])
  // Outside production the sandbox is assumed; a live site says which gateway it means.
  if (production && !e.PAYHERE_MODE) missing.push('PAYHERE_MODE')
  if (e.PAYHERE_MODE === 'local' && !e.PAYHERE_CHECKOUT_URL) missing.push('PAYHERE_CHECKOUT_URL')
  return missing
}

function payhereProblems(e: PayhereVariables): string[] {
  const missing = payhereMissing(e, true)
  if (!missing.length) return []
  return [
    `  ${missing.join(', ')}: required once any PAYHERE_ setting is set (card payments by PayHere, docs/deploy.md). ` +
      'Set them all, or none to offer bank transfer only.',
  ]
}

function payhereSettings(e: PayhereVariables) {
  if (!e.PAYHERE_MERCHANT_ID || !e.PAYHERE_MERCHANT_SECRET || payhereMissing(e, false).length) return undefined
  const mode = (e.PAYHERE_MODE ?? 'sandbox') as 'sandbox' | 'live' | 'local'
  const checkoutUrl =
    mode === 'live'
      ? 'https://www.payhere.lk/pay/checkout'
      : mode === 'sandbox'
        ? 'https://sandbox.payhere.lk/pay/checkout'
        : `${e.PAYHERE_CHECKOUT_URL}/pay/checkout`
  return { merchantId: e.PAYHERE_MERCHANT_ID, merchantSecret: e.PAYHERE_MERCHANT_SECRET, mode, checkoutUrl }
}

export function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  if (!url) return { kind: 'sqlite', url: `file:${path.join(dataDir, 'lyceum.db')}` }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url }
  if (url.startsWith('file:')) return { kind: 'sqlite', url }
  throw new Error(
    'Invalid environment configuration:\n  DATABASE_URL: must start with postgres://, postgresql:// or file: ' +
      '(leave it empty for the default SQLite file)',
  )
}

const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

function payloadSecret(
  given: string | undefined,
  file: string | undefined,
  production: boolean,
  dataDir: string,
): string {
  if (given) return given
  if (file) return secretFromFile(path.resolve(file))
  // `next build` evaluates the config without serving anything; no secret is used then.
  if (isBuildPhase()) return 'build-time-placeholder-not-used-to-sign-anything'
  // Checked by productionProblems before this is reached.
  if (production) throw new Error('PAYLOAD_SECRET: required in production')
  // Outside production a secret is generated once and kept under the data folder.
  return secretFromFile(path.join(dataDir, '.payload-secret'))
}

/** Reads a secret kept in a file, creating it with a random value the first time. */
function secretFromFile(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
