import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startS3Server } from '../s3Server'
import { startSmtp } from '../smtp'
import { instance, stopForGood, type Instance } from './instance'
import { startBalancer } from './balancer'
import { dropDatabase } from '../postgres'
import { ensureBuild } from './build'

// The cluster under test: a fresh PostgreSQL database, a local S3 server, an SMTP sink, two production
// instances behind nginx (both run jobs), and a third instance with JOBS_AUTORUN=false outside the balancer.
// Ports: the balancer 3341, instances 3342–3344, S3 4540, SMTP 2540.
export const PORTS = { balancer: 3341, a: 3342, b: 3343, queuer: 3344, s3: 4540, smtp: 2540 }
export const ADMIN = { email: 'admin@example.lk', password: 'cluster-admin-password' }
/** Low on purpose: the limit test proves it holds across instances; other tests give each post its own address. */
export const FORM_LIMIT = 6

const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://lyceum:lyceum@127.0.0.1:5432/lyceum_cluster'

export type Cluster = Awaited<ReturnType<typeof startCluster>>

export async function startCluster() {
  // Production starts never build: the release is built first, as an operator's `npm run build` does.
  ensureBuild()
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-cluster-'))
  await freshDatabase(databaseUrl)
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  const s3 = await startS3Server(PORTS.s3)
  const smtp = await startSmtp(PORTS.smtp)
  const balancerUrl = `http://127.0.0.1:${PORTS.balancer}`
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'cluster-test-secret-not-for-production',
    SERVER_URL: balancerUrl,
    SEED_DEMO_CONTENT: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(PORTS.smtp),
    SMTP_FROM: 'website@example.lk',
    // nginx, and an outer proxy the tests play by sending X-Forwarded-For: each test picks its client address.
    TRUST_PROXY: '2',
    RATE_LIMIT_FORMS_POINTS: String(FORM_LIMIT),
    RATE_LIMIT_SIGN_IN_POINTS: '1000',
    RENDER_CLIENT_PER_MINUTE: '100000',
    RENDER_SHARE_PERCENT: '100',
    LOG_LEVEL: 'warn',
    ...s3.env,
  }
  // Each instance has its own data and media folders: whatever they share goes through PostgreSQL or the bucket.
  const own = (name: string) => ({ DATA_DIR: path.join(runDir, name), MEDIA_DIR: path.join(runDir, name, 'media') })
  const a = instance('a', PORTS.a, runDir, { ...common, ...own('a') })
  const b = instance('b', PORTS.b, runDir, { ...common, ...own('b') })
  const queuer = instance('queuer', PORTS.queuer, runDir, { ...common, ...own('queuer'), JOBS_AUTORUN: 'false' })
  const instances: Instance[] = [a, b, queuer]
  const balancer = await startBalancer(PORTS.balancer, [PORTS.a, PORTS.b], runDir)

  const stop = async () => {
    await Promise.all(instances.map(stopForGood))
    await balancer.stop()
    await smtp.close()
    await s3.stop()
    await db.end()
    fs.rmSync(runDir, { recursive: true, force: true })
  }
  try {
    // The first start migrates; the others then start side by side.
    await a.start()
    await Promise.all([b.start(), queuer.start()])
  } catch (error) {
    await stop()
    throw error
  }
  return { a, b, queuer, balancer, smtp, s3, db, stop }
}

export async function freshDatabase(url: string) {
  const name = new URL(url).pathname.slice(1)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await dropDatabase(client, name)
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
}
