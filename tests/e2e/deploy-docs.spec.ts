import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../support/ports'
import { startS3Server } from '../support/s3Server'
import { blockFor, blocks, nginxConf, read, repo, settingsOf } from '../support/e2e/deployDocs'
import { onlyEnv } from '../support/env'

// docs/deploy.md followed as written, where a machine without root's services allows: nginx -t on every
// nginx block (the site with a test certificate), systemd-analyze verify on its unit,
// and a production start and a nightly backup with its settings file (paths moved into a scratch folder).

const deploy = read('docs/deploy.md')
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-deploy-docs-'))
test.afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

test('every nginx block passes nginx -t: Debian 12’s 1.22, HTTP/2 as `listen … http2`, body limit 27m', () => {
  test.skip(!NGINX, 'nginx is not installed (apt-get install -y nginx)')
  const dir = fs.mkdtempSync(path.join(scratch, 'nginx-'))
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')]
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=www.example.lk',
    '-keyout',
    key,
    '-out',
    cert,
  ])
  expect(made.status, String(made.stderr)).toBe(0)
  const siteFile = '/etc/nginx/sites-available/lyceum'
  const site = blockFor(deploy, 'nginx', siteFile)
    .replaceAll('/etc/letsencrypt/live/www.example.lk/fullchain.pem', cert)
    .replaceAll('/etc/letsencrypt/live/www.example.lk/privkey.pem', key)
  // Any other nginx block is a `location` an operator puts inside a server of their own.
  const locations = blocks(deploy, 'nginx')
    .filter((b) => !b.startsWith(`# ${siteFile}\n`))
    .map((b) => `server {\n  listen 127.0.0.1:8080;\n${b}\n}`)
  for (const [i, httpBlocks] of [site, ...locations].entries()) {
    const conf = path.join(dir, `nginx-${i}.conf`)
    fs.writeFileSync(conf, nginxConf(dir, httpBlocks))
    const run = spawnSync(NGINX!, ['-t', '-p', dir, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' })
    expect(run.status, `${httpBlocks}\n${run.stderr}`).toBe(0)
  }
  const others = ['README.md', 'docs/architecture.md', 'tests/support/cluster/balancer.ts'].map(read)
  const docs = [deploy, ...others].join('\n')
  expect(docs).not.toMatch(/http2 on;/)
  expect([...docs.matchAll(/client_max_body_size (\w+);/g)].map((m) => m[1])).toEqual(expect.arrayContaining(['27m']))
  expect(new Set([...docs.matchAll(/client_max_body_size (\w+);/g)].map((m) => m[1]))).toEqual(new Set(['27m']))
})

test('the systemd template passes systemd-analyze verify, runs the server, is production by its own setting', () => {
  const unit = blockFor(deploy, 'ini', '/etc/systemd/system/lyceum@.service')
  expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node server\/index\.mjs$/m)
  expect(unit).toMatch(/^Environment=NODE_ENV=production PORT=%i$/m)
  expect(unit).toMatch(/^User=lyceum$/m)
  expect(unit).not.toMatch(/npm|scripts\/next\.mjs/)
  expect(fs.existsSync(path.join(repo, 'server/index.mjs'))).toBe(true)
  const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => fs.existsSync(p))
  test.skip(!analyze || !fs.existsSync('/usr/bin/node'), 'systemd-analyze or /usr/bin/node is not on this machine')
  const dir = fs.mkdtempSync(path.join(scratch, 'systemd-'))
  fs.writeFileSync(path.join(dir, 'lyceum@.service'), unit)
  fs.symlinkSync('lyceum@.service', path.join(dir, 'lyceum@3001.service'))
  const run = spawnSync(analyze!, ['verify', '--man=no', path.join(dir, 'lyceum@3001.service')], { encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  expect(run.stderr.trim()).toBe('')
})

test.describe.serial('a production start and a nightly backup with the documented settings file', () => {
  test('configured: health says so, no demo, one SMTP warning, loopback only, no AWS notice; backup 0600', async () => {
    test.setTimeout(600_000)
    const root = fs.mkdtempSync(path.join(scratch, 'srv-'))
    const envFile = blockFor(deploy, 'sh', '/etc/lyceum/lyceum.env').replaceAll('/srv/lyceum', root)
    fs.writeFileSync(path.join(root, 'lyceum.env'), envFile)
    const documented = settingsOf(envFile)
    expect(documented).toMatchObject({ SEED_DEMO_CONTENT: 'false', HOST: '127.0.0.1', TRUST_PROXY: '1' })
    expect(documented.DATABASE_URL).toMatch(/^file:/)
    for (const dir of ['shared/data', 'shared/media']) fs.mkdirSync(path.join(root, dir), { recursive: true })
    const [port, s3Port] = [await freePort(), await freePort()]
    // A bucket, so that the AWS SDK is loaded at start and by the backup; no SMTP server: the start must warn.
    const s3 = await startS3Server(s3Port)
    const extra = { ...s3.env, SMTP_HOST: '' }
    // As the unit starts it: NODE_ENV and PORT from the unit, the rest from the file.
    const server = spawn('/usr/bin/node', ['server/index.mjs'], {
      cwd: repo,
      env: onlyEnv({ PATH: process.env.PATH, ...documented, ...extra, NODE_ENV: 'production', PORT: String(port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (c) => (output += c))
    server.stderr.on('data', (c) => (output += c))
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status, {
          timeout: 240_000,
          intervals: [500],
        })
        .toBe(200)
      const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()
      expect(health).toMatchObject({ status: 'ok', database: 'ok', mode: 'configured' })
      expect(await (await fetch(`http://127.0.0.1:${port}/api/get-all-blogs`)).json()).toEqual([])
      expect(output).toContain('Created the first admin user admin@example.lk')
      expect(output.match(/Warning: no SMTP_HOST/g)).toHaveLength(1)
      expect(output).not.toMatch(/NodeVersionSupportWarning|Local trial/)
      // HOST=127.0.0.1: another address of this machine is refused.
      const other = Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal)?.address
      if (other) expect(await connects(other, port)).toBe(false)
      expect(await connects('127.0.0.1', port)).toBe(true)

      // The cron line, with this scratch folder for /srv/lyceum and /etc/lyceum, as its user's shell runs it.
      const cron = blocks(deploy, 'cron')[0]
        .split('\n')
        .find((l) => /^\d/.test(l))!
      const command = cron
        .split(/\s+/)
        .slice(6)
        .join(' ')
        .replace('/srv/lyceum/current', repo)
        .replace('/etc/lyceum/lyceum.env', path.join(root, 'lyceum.env'))
      // Not spawnSync: the bucket is served from this process, whose event loop must keep running.
      const backup = await finished('/bin/sh', ['-c', command], onlyEnv({ PATH: process.env.PATH, ...extra }))
      expect(backup.status, backup.stdout + backup.stderr).toBe(0)
      expect(backup.stderr).not.toMatch(/NodeVersionSupportWarning/)
      const backups = path.join(root, 'backups')
      const [archive] = fs.readdirSync(backups)
      expect(archive).toMatch(/^lyceum-backup-\d{8}-\d{6}\.tar\.gz$/)
      expect(fs.statSync(backups).mode & 0o777).toBe(0o700)
      expect(fs.statSync(path.join(backups, archive)).mode & 0o777).toBe(0o600)
    } finally {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
      await s3.stop()
    }
  })
})

function finished(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { env })
    let [stdout, stderr] = ['', '']
    child.stdout.on('data', (c) => (stdout += c))
    child.stderr.on('data', (c) => (stderr += c))
    child.on('exit', (status) => resolve({ status, stdout, stderr }))
  })
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => (socket.end(), resolve(true)))
    socket.on('error', () => resolve(false))
  })
}
