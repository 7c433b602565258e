import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticBrotli, precompressStatic } from '../../server/staticBrotli.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'))
const staticDir = path.join(dir, 'static')
const assetsDir = path.join(dir, 'assets')
const script = 'console.log("the forms")\n'.repeat(50)
fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
fs.mkdirSync(assetsDir)
fs.writeFileSync(path.join(staticDir, 'chunks/site-abc.css'), '.a{color:red}')
fs.writeFileSync(path.join(assetsDir, 'forms-ABC.js'), script)
fs.writeFileSync(path.join(dir, 'secret.js'), 'no')

// What Next.js would answer, so a test can tell the two apart.
const serve = createStaticBrotli(staticDir, assetsDir)
const server = http.createServer((req, res) => {
  if (serve(req, res)) return
  res.writeHead(299, { 'content-type': 'text/plain' })
  res.end('next')
})
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** One request, body undecoded (fetch would decompress it). */
function get(urlPath: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The first request prepares the file (Next.js answers it); a later one is served from memory. */
async function served(urlPath: string, headers: http.OutgoingHttpHeaders = {}) {
  for (let i = 0; i < 50; i++) {
    const res = await get(urlPath, headers)
    if (res.status !== 299) return res
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`${urlPath} was never served from memory`)
}

describe('createStaticBrotli', () => {
  it('serves a browser script under /assets/ as brotli, immutable, once it is prepared', async () => {
    expect((await get('/assets/forms-ABC.js', { 'accept-encoding': 'gzip, br' })).body.toString()).toBe('next')
    const res = await served('/assets/forms-ABC.js', { 'accept-encoding': 'gzip, br' })
    expect(res.status).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-site',
    })
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script)
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
  })

  it('leaves to Next.js a browser without brotli, an unknown file, a way out of its folder, other verbs', async () => {
    await served('/_next/static/chunks/site-abc.css', { 'accept-encoding': 'br' })
    expect((await get('/_next/static/chunks/site-abc.css', { 'accept-encoding': 'gzip' })).status).toBe(299)
    expect((await get('/assets/missing.js', { 'accept-encoding': 'br' })).status).toBe(299)
    expect((await get('/assets/missing.js', { 'accept-encoding': 'br' })).status).toBe(299)
    expect((await get('/assets/../secret.js', { 'accept-encoding': 'br' })).status).toBe(299)
    expect((await get('/assets/forms-ABC.txt', { 'accept-encoding': 'br' })).status).toBe(299)
    expect((await get('/assets/forms-ABC.js', { 'accept-encoding': 'br' }, 'POST')).status).toBe(299)
  })

  it('answers HEAD with the headers alone', async () => {
    await served('/assets/forms-ABC.js', { 'accept-encoding': 'br' })
    const res = await get('/assets/forms-ABC.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(res.status).toBe(200)
    expect(res.body.length).toBe(0)
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0)
  })

  it("serves the build's brotli copy when there is one; the build writes one per script and stylesheet", async () => {
    const built = path.join(dir, 'built')
    fs.mkdirSync(path.join(built, 'chunks'), { recursive: true })
    fs.writeFileSync(path.join(built, 'chunks/app-1.js'), script)
    fs.writeFileSync(path.join(built, 'chunks/app-1.css'), '.b{color:blue}')
    fs.writeFileSync(path.join(built, 'logo.png'), 'not text')
    expect(await precompressStatic([built, path.join(dir, 'no-such-folder')])).toBe(2)
    expect(fs.readdirSync(path.join(built, 'chunks')).sort()).toEqual([
      'app-1.css',
      'app-1.css.br',
      'app-1.js',
      'app-1.js.br',
    ])
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(built, 'chunks/app-1.js.br'))).toString()).toBe(script)
    expect(fs.existsSync(path.join(built, 'logo.png.br'))).toBe(false)

    // A start reads the copy as it is: one that differs from the file shows it was not made again.
    fs.writeFileSync(path.join(built, 'chunks/app-1.js.br'), zlib.brotliCompressSync('the build made this'))
    const fromBuild = createStaticBrotli(built)
    const one = http.createServer((req, res) => fromBuild(req, res) || (res.writeHead(299), res.end('next')))
    await new Promise<void>((resolve) => one.listen(0, '127.0.0.1', resolve))
    const previous = base
    base = `http://127.0.0.1:${(one.address() as AddressInfo).port}`
    try {
      const res = await served('/_next/static/chunks/app-1.js', { 'accept-encoding': 'br' })
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe('the build made this')
    } finally {
      base = previous
      one.close()
    }
  })
})
