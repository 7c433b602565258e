// The server a bench measures: `--url` for one already running, or else a production build
// started here on a throwaway data directory with the demo content (what `npm start` serves).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

export async function startBenchServer({ port = 3200, env = {} } = {}) {
  const given = arg('url')
  if (given) return { url: given.replace(/\/$/, ''), stop: async () => {} }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-bench-'))
  const url = `http://127.0.0.1:${port}`
  console.log(`Starting the production server on ${url} (builds first if the sources changed)…`)
  const child = spawn(process.execPath, [path.join(root, 'scripts/next.mjs'), 'start'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SERVER_URL: url,
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      DATABASE_URL: '',
      PAYLOAD_SECRET: 'bench-secret-not-for-production',
      SEED_DEMO_CONTENT: 'true',
      ...env,
    },
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = async () => {
    if (!exited) process.kill(-child.pid, 'SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 1200 && !exited; i++) {
    try {
      if ((await fetch(`${url}/api/get-banner`)).ok) return { url, stop, pid: child.pid }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error('The server did not start (see its output above).')
}

/** The sample pages the benches measure, found from the site itself so they exist in its content. */
export async function samplePaths(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const blogPost = paths.find((p) => p.startsWith('/blog/'))
  const pearsonExam = paths.find((p) => /^\/examinations\/[^/]+\/[^/]+$/.test(p) && !/ielts|pte/i.test(p))
  if (!blogPost || !pearsonExam)
    throw new Error('The sitemap lists no blog post or no Pearson exam page: is the demo content seeded?')
  return { blogPost, pearsonExam }
}
