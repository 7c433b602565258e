import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReleaseAssets, releasesFolder } from '../../server/releaseAssets.mjs'

// During a rollout an instance answers the hashed files of the release folders beside its own
// (decision 044); its own files, and names no release has, are left to the usual path (false).

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-releases-'))
const releases = path.join(base, 'releases')
const put = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(releases, file)), { recursive: true })
  fs.writeFileSync(path.join(releases, file), text)
}
put('r1/.next/BUILD_ID', 'one')
put('r1/.next/static/chunks/old-1a2b.css', 'body{color:red}')
put('r1/public/assets/forms-aaaa.js', 'old()')
put('r2/.next/BUILD_ID', 'two')
put('r2/.next/static/chunks/new-3c4d.css', 'body{color:blue}')
// A folder without a build (a release being copied) is not looked in.
put('r3/.next/static/chunks/half-5e6f.css', 'half')

let server: http.Server
let url = ''
beforeAll(async () => {
  const serve = createReleaseAssets(path.join(releases, 'r2'), releasesFolder(path.join(releases, 'r2'), undefined))
  server = http.createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(599, { 'content-length': 0 }).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => {
  server.close()
  fs.rmSync(base, { recursive: true, force: true })
})

describe('the hashed files of the other releases', () => {
  it('a file of the previous release is answered, immutable, with its type', async () => {
    const res = await fetch(`${url}/_next/static/chunks/old-1a2b.css`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/css; charset=UTF-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toBe('body{color:red}')
    const script = await fetch(`${url}/assets/forms-aaaa.js?v=1`)
    expect(await script.text()).toBe('old()')
  })

  it('its own files, unknown names, a folder without a build and paths that climb are not answered here', async () => {
    for (const p of [
      '/_next/static/chunks/new-3c4d.css',
      '/_next/static/chunks/none-0000.css',
      '/_next/static/chunks/half-5e6f.css',
      '/_next/static/../BUILD_ID',
      '/_next/static/chunks/%2e%2e/x.css',
    ])
      expect((await fetch(`${url}${p}`)).status, p).toBe(599)
  })

  it('a release that appears later is found (a rollout in the other direction)', async () => {
    put('r4/.next/BUILD_ID', 'four')
    put('r4/.next/static/chunks/later-7a8b.css', 'later')
    // The folder list is read again after a few seconds.
    await new Promise((r) => setTimeout(r, 5100))
    expect(await (await fetch(`${url}/_next/static/chunks/later-7a8b.css`)).text()).toBe('later')
  })

  it('outside the release layout (no RELEASES_DIR, a parent not named releases) it does nothing', () => {
    expect(releasesFolder('/srv/site', undefined)).toBeUndefined()
    expect(releasesFolder('/srv/lyceum/releases/r2', undefined)).toBe('/srv/lyceum/releases')
    expect(releasesFolder('/work/tree', '/srv/lyceum/releases')).toBe('/srv/lyceum/releases')
  })
})
