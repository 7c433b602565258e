import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createAppProxy } from '../../server/appProxy.mjs'
import { ImageCache, isImageRequest } from '../../server/imageCache.mjs'
import { httpServers } from '../support/unit/httpServers'

// The front thread keeps Next's optimised images once Next has answered them (server/imageCache.mjs):
// here a plain node:http server plays Next's image optimiser, and the front is the proxy and the cache
// wired as in server/front.mjs.

const { listen } = httpServers()

const AVIF = Buffer.alloc(5000, 7)
const WEBP = Buffer.alloc(6000, 8)
const NEXT_HEADERS = {
  'cache-control': 'public, max-age=2592000, must-revalidate',
  vary: 'Accept',
  'x-content-type-options': 'nosniff',
}

type Answer = { status: number; headers: Record<string, string>; body: Buffer }

/** Next's image optimiser: AVIF or WebP from Accept, or what `answer` says; counts what reached it. */
async function app(answer?: (req: http.IncomingMessage) => Answer | undefined) {
  const seen: string[] = []
  const port = await listen((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.accept ?? ''}`)
    const given = answer?.(req)
    if (given)
      return void res.writeHead(given.status, { 'content-length': given.body.length, ...given.headers }).end(given.body)
    const avif = req.headers.accept?.includes('image/avif')
    const body = avif ? AVIF : WEBP
    res.writeHead(200, {
      ...NEXT_HEADERS,
      'content-type': avif ? 'image/avif' : 'image/webp',
      etag: avif ? '"a1"' : '"w1"',
      'content-length': body.length,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return { port, seen }
}

async function front(appPort: number, cache = new ImageCache()) {
  const proxy = createAppProxy({ port: appPort, token: 'secret', tokenHeader: 'x-public-render' })
  const port = await listen((req, res) => {
    res.setHeader('x-request-id', 'front-door-id')
    if (isImageRequest(req.method ?? 'GET', req.url ?? '/'))
      return void (cache.serve(req, res) || proxy.pass(req, res, cache.collector(req)))
    proxy.pass(req, res)
  })
  return { url: `http://127.0.0.1:${port}`, cache }
}

const IMAGE = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fposter.jpg&w=828&q=75'
const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,*/*;q=0.8'

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(url, { headers, method })
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) }
}

describe('ImageCache', () => {
  it('answers the same address and Accept from memory with what Next sent; asks Next for another Accept', async () => {
    const next = await app()
    const { url } = await front(next.port)
    const first = await get(url + IMAGE, { accept: AVIF_ACCEPT })
    const second = await get(url + IMAGE, { accept: AVIF_ACCEPT })
    expect(first.body.equals(AVIF)).toBe(true)
    expect(second.body.equals(AVIF)).toBe(true)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(first.headers.get('x-cache')).toBeNull()
    for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'x-content-type-options'])
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
    expect(second.headers.get('content-length')).toBe(String(AVIF.length))
    // The front door's request id, not the one of the visit that filled the cache.
    expect(second.headers.get('x-request-id')).toBe('front-door-id')
    const webp = await get(url + IMAGE, { accept: 'image/webp,*/*' })
    expect(webp.body.equals(WEBP)).toBe(true)
    expect(next.seen).toEqual([`GET ${IMAGE} ${AVIF_ACCEPT}`, `GET ${IMAGE} image/webp,*/*`])
  })

  it('answers 304 to a browser that has the image, and HEAD without a body', async () => {
    const next = await app()
    const { url } = await front(next.port)
    await get(url + IMAGE, { accept: AVIF_ACCEPT })
    const revalidated = await get(url + IMAGE, { accept: AVIF_ACCEPT, 'if-none-match': '"a1"' })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers.get('etag')).toBe('"a1"')
    const changed = await get(url + IMAGE, { accept: AVIF_ACCEPT, 'if-none-match': '"old"' })
    expect(changed.status).toBe(200)
    expect(changed.body.equals(AVIF)).toBe(true)
    const head = await get(url + IMAGE, { accept: AVIF_ACCEPT }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(AVIF.length))
    expect(head.body.length).toBe(0)
    expect(next.seen).toHaveLength(1)
  })

  it('keeps only a whole 200 answer that anyone may share, unencoded and small enough', async () => {
    const refused: Record<string, Answer> = {
      missing: {
        status: 404,
        headers: { ...NEXT_HEADERS, 'content-type': 'text/plain' },
        body: Buffer.from('not found'),
      },
      private: { status: 200, headers: { ...NEXT_HEADERS, 'cache-control': 'private, max-age=60' }, body: AVIF },
      noStore: { status: 200, headers: { ...NEXT_HEADERS, 'cache-control': 'no-store' }, body: AVIF },
      noAge: { status: 200, headers: { ...NEXT_HEADERS, 'cache-control': 'public' }, body: AVIF },
      cookie: { status: 200, headers: { ...NEXT_HEADERS, 'set-cookie': 'a=1' }, body: AVIF },
      gzipped: { status: 200, headers: { ...NEXT_HEADERS, 'content-encoding': 'gzip' }, body: gzipSync(AVIF) },
      large: { status: 200, headers: NEXT_HEADERS, body: Buffer.alloc(20_000) },
    }
    const next = await app((req) => refused[new URL(req.url ?? '/', 'http://x').searchParams.get('url') ?? ''])
    const { url, cache } = await front(next.port, new ImageCache({ maxImageBytes: 10_000 }))
    for (const name of Object.keys(refused)) {
      const address = `${url}/_next/image?url=${name}&w=640&q=75`
      const [first, second] = [await get(address), await get(address)]
      expect(second.status, name).toBe(first.status)
      expect(second.body.equals(first.body), name).toBe(true)
      expect(second.headers.get('x-cache'), name).toBeNull()
    }
    expect(next.seen).toHaveLength(2 * Object.keys(refused).length)
    expect(cache.images.size).toBe(0)
    // A HEAD fills nothing either (Next's answer to it has no body).
    await get(url + IMAGE, { accept: AVIF_ACCEPT }, 'HEAD')
    expect(cache.images.size).toBe(0)
  })

  it('keeps nothing of an answer the visitor left before it had all arrived', async () => {
    let finish = () => {}
    const next = await app()
    const slow = await listen((req, res) => {
      next.seen.push(`GET ${req.url}`)
      res.writeHead(200, { ...NEXT_HEADERS, 'content-type': 'image/avif', 'content-length': AVIF.length })
      res.write(AVIF.subarray(0, 1000))
      finish = () => res.end(AVIF.subarray(1000))
    })
    const { url, cache } = await front(slow)
    await new Promise<void>((resolve) => {
      const req = http.get(url + IMAGE, (res) => res.once('data', () => (req.destroy(), resolve())))
      req.on('error', () => {})
    })
    await new Promise((r) => setTimeout(r, 100))
    finish()
    await new Promise((r) => setTimeout(r, 100))
    expect(cache.images.size).toBe(0)
  })

  it('is emptied by a media change or a change of everything, not by other content', async () => {
    const next = await app()
    const { url, cache } = await front(next.port)
    await get(url + IMAGE, { accept: AVIF_ACCEPT })
    cache.purge(['blogs', 'blogs:4', 'global:header'])
    expect((await get(url + IMAGE, { accept: AVIF_ACCEPT })).headers.get('x-cache')).toBe('HIT')
    cache.purge(['media', 'media:3'])
    expect((await get(url + IMAGE, { accept: AVIF_ACCEPT })).headers.get('x-cache')).toBeNull()
    expect((await get(url + IMAGE, { accept: AVIF_ACCEPT })).headers.get('x-cache')).toBe('HIT')
    cache.purge('all')
    expect((await get(url + IMAGE, { accept: AVIF_ACCEPT })).headers.get('x-cache')).toBeNull()
    expect(next.seen).toHaveLength(3)
  })

  it('asks Next again after max-age, and drops the least recently used image beyond its byte budget', async () => {
    let now = 1_000_000
    const next = await app()
    const { url, cache } = await front(next.port, new ImageCache({ maxBytes: 12_000, now: () => now }))
    const address = (w: number) => `${url}/_next/image?url=%2Fa.jpg&w=${w}&q=75`
    await get(address(640), { accept: AVIF_ACCEPT })
    await get(address(750), { accept: AVIF_ACCEPT })
    // 640 is used again, so 750 is the least recently used when 828 makes three (15,000 bytes > 12,000).
    expect((await get(address(640), { accept: AVIF_ACCEPT })).headers.get('x-cache')).toBe('HIT')
    await get(address(828), { accept: AVIF_ACCEPT })
    expect(cache.bytes).toBe(10_000)
    expect((await get(address(640), { accept: AVIF_ACCEPT })).headers.get('x-cache')).toBe('HIT')
    expect((await get(address(750), { accept: AVIF_ACCEPT })).headers.get('x-cache')).toBeNull()
    now += 2_592_000 * 1000 + 1
    expect((await get(address(640), { accept: AVIF_ACCEPT })).headers.get('x-cache')).toBeNull()
    expect(next.seen).toHaveLength(5)
  })
})
