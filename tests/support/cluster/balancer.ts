import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { waitForPort } from '../ports'

// Debian puts it in /usr/sbin, which is not on every user's PATH.
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx'

/**
 * nginx as the load balancer in front of the instances, as docs/deploy.md configures it: round robin,
 * and a connection an instance refuses (it is restarting) goes to the next one, none marked down. A
 * request already sent is never sent twice (no `non_idempotent`): a form post reaches one instance at most.
 */
export async function startBalancer(port: number, upstreamPorts: number[], runDir: string) {
  const dir = path.join(runDir, 'nginx')
  fs.mkdirSync(dir, { recursive: true })
  // nginx's workers drop to an unprivileged user when started as root: they must reach their temp folders.
  fs.chmodSync(runDir, 0o755)
  fs.chmodSync(dir, 0o755)
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, nginxConf(dir, port, upstreamPorts))
  const nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  nginx.stderr?.on('data', (chunk) => (errors += chunk))
  await Promise.race([
    waitForPort(port),
    new Promise((_, reject) => {
      nginx.on('error', (error) =>
        reject(new Error(`nginx is needed here (apt-get install -y nginx): ${error.message}`)),
      )
      nginx.on('exit', (code) => reject(new Error(`nginx stopped (exit ${code}): ${errors}`)))
    }),
  ])
  return { url: `http://127.0.0.1:${port}`, accessLog: path.join(dir, 'access.log'), stop: () => stop(nginx) }
}

function nginxConf(dir: string, port: number, upstreamPorts: number[]) {
  // max_fails=0 as docs/deploy.md: a refused connection is retried on the next instance, nothing is marked down.
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
# What nginx could not place (no live upstream, a refused connection), kept beside its configuration.
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # Which instances each request tried and what each answered (0 bytes: no answer, a refused connection).
  log_format upstreams '$time_iso8601|$status|$upstream_addr|$upstream_status|$upstream_bytes_received|$request';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 27m;
    location / {
      proxy_pass http://site;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      # A refused connection (an instance restarting) goes to the next instance; so does a GET answered 502/503.
      # A POST an instance received is never sent again (no non_idempotent): it is stored once or not at all.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
    }
  }
}
`
}

async function stop(nginx: ChildProcess) {
  if (nginx.exitCode !== null) return
  const exited = new Promise((resolve) => nginx.once('exit', resolve))
  nginx.kill('SIGQUIT')
  await exited
}
