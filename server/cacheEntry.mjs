// @ts-check
// A cache entry: a rendered answer's headers (less those of the connection and the framework's own
// caching), its bodies in each encoding, its ETag, and what it read (its tags).
import { encode } from './compression.mjs'

const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
])

/**
 * @typedef {import('./render.mjs').RenderRequest} RenderRequest
 * @typedef {import('./render.mjs').Rendered} Rendered
 * @typedef {import('./send.mjs').StateHeaders} StateHeaders
 * @typedef {{
 *   headers: Record<string, string | string[]>, identity: Buffer, gzip?: Buffer, br?: Buffer, etag: string,
 *   storedAt: number, size: number, request?: RenderRequest, tags?: Set<string>, hits: number,
 *   lists?: Record<string, StateHeaders>, quick?: boolean,
 * }} Entry
 *   tags: what the render read (none recorded: any change purges it); hits: visits, to rank re-renders
 */

/** @param {Rendered} rendered @param {number} storedAt @param {RenderRequest} request @returns {Promise<Entry>} */
export async function buildEntry(rendered, storedAt, request) {
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(rendered.headers)) if (!DROPPED_HEADERS.has(name)) headers[name] = value
  const vary = String(headers.vary ?? '')
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  const body = rendered.body
  const { gzip: gzipped, br: brotlied, etag, quick } = rendered.encoded ?? (await encode(body))
  const size = body.length + gzipped.length + brotlied.length
  const tags = rendered.tags?.length ? new Set(rendered.tags) : undefined
  return { headers, identity: body, gzip: gzipped, br: brotlied, etag, storedAt, size, request, tags, hits: 0, quick }
}
