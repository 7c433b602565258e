import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, waitForPort } from '../ports'

/**
 * nginx in front of a local server, as production's TLS proxy would be: https with a certificate for
 * `localhost` (self-signed; clients trust it through `caFile`), and an http port that only redirects
 * to https. Needs `nginx` and `openssl` (Debian's packages; .ci/run installs them).
 */
export type TlsProxy = { httpPort: number; httpsPort: number; caFile: string; stop: () => Promise<void> }

// Debian puts it in /usr/sbin, which is not on every user's PATH.
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx'

export async function startTlsProxy(upstreamPort: number): Promise<TlsProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-tls-'))
  // nginx's workers drop to an unprivileged user when started as root: they must reach their temp folders.
  fs.chmodSync(dir, 0o755)
  const [cert, key] = [path.join(dir, 'localhost.crt'), path.join(dir, 'localhost.key')]
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ])

  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, nginxConf({ dir, cert, key, httpPort, httpsPort, upstreamPort }))
  const nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  nginx.stderr?.on('data', (chunk) => (errors += chunk))
  await Promise.race([
    Promise.all([waitForPort(httpPort), waitForPort(httpsPort)]),
    new Promise((_, reject) => {
      nginx.on('error', (error) =>
        reject(new Error(`nginx is needed here (apt-get install -y nginx): ${error.message}`)),
      )
      nginx.on('exit', (code) => reject(new Error(`nginx stopped (exit ${code}): ${errors}`)))
    }),
  ])
  return { httpPort, httpsPort, caFile: cert, stop: () => stop(nginx, dir) }
}

function nginxConf(o: {
  dir: string
  cert: string
  key: string
  httpPort: number
  httpsPort: number
  upstreamPort: number
}) {
  return `daemon off;
worker_processes 1;
pid ${o.dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${o.dir}/client_body;
  proxy_temp_path ${o.dir}/proxy;
  fastcgi_temp_path ${o.dir}/fastcgi;
  uwsgi_temp_path ${o.dir}/uwsgi;
  scgi_temp_path ${o.dir}/scgi;
  server_tokens off;

  # Plain http only sends visitors to https (the same host and path).
  server {
    listen 127.0.0.1:${o.httpPort};
    server_name localhost;
    return 301 https://localhost:${o.httpsPort}$request_uri;
  }

  server {
    listen 127.0.0.1:${o.httpsPort} ssl;
    server_name localhost;
    ssl_certificate ${o.cert};
    ssl_certificate_key ${o.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://127.0.0.1:${o.upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.error)
    throw new Error(`${command} is needed here (apt-get install -y ${command}): ${result.error.message}`)
  if (result.status !== 0) throw new Error(`${command} ${args[0]} failed: ${result.stderr}`)
}

async function stop(nginx: ChildProcess, dir: string) {
  if (nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve))
    nginx.kill('SIGQUIT')
    await exited
  }
  fs.rmSync(dir, { recursive: true, force: true })
}
