// @ts-check
// Sending: a kept entry with header lists built once (the hot path: one writeHead, no await), and an
// answer that is not kept, passed on as it came. Each answer records what the cache did, for the log.
import { compressedForOne, pickEncoding } from './compression.mjs'

/** What a CDN and the browser are told: revalidate each visit (cheap, ETag), CDN keeps a minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'

const REQUEST_ID = 'x-request-id'

/**
 * @typedef {import('./cacheEntry.mjs').Entry} Entry
 * @typedef {import('./render.mjs').Rendered} Rendered
 * @typedef {{ identity: HeaderList, gzip: HeaderList, br: HeaderList, notModified: HeaderList }} StateHeaders
 * @typedef {(string | string[] | number)[]} HeaderList name, value, name, value… as writeHead takes them
 */

// HIT, MISS, STALE or BYPASS, for server/requestLog.mjs: a property costs the hot path less than a WeakMap.
const CACHE_STATE = Symbol('cache state')

/** @param {import('node:http').ServerResponse} res @returns {string | undefined} */
export const cacheStateOf = (res) => /** @type {{ [CACHE_STATE]?: string }} */ (res)[CACHE_STATE]

/** @param {import('node:http').ServerResponse} res @param {string} state */
function setCacheState(res, state) {
  ;/** @type {{ [CACHE_STATE]?: string }} */ (res)[CACHE_STATE] = state
}

/**
 * Every header list an entry is sent with: per cache state, one per encoding and one for 304. Each ends
 * with the request id's name and an empty value, the one header that differs per request.
 * @param {Pick<Entry, 'headers' | 'etag' | 'identity' | 'gzip' | 'br'>} entry
 * @returns {Record<string, StateHeaders>}
 */
export function headerListsOf(entry) {
  /** @type {Record<string, StateHeaders>} */
  const lists = {}
  for (const state of ['HIT', 'STALE', 'MISS']) {
    /** @type {HeaderList} */
    const common = []
    for (const name in entry.headers) common.push(name, entry.headers[name])
    common.push('cache-control', PUBLIC_CACHE_CONTROL, 'etag', entry.etag, 'x-cache', state)
    /** @param {Buffer} body @param {string} [encoding] */
    const sized = (body, encoding) => [
      ...common,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      body.length,
      REQUEST_ID,
      '',
    ]
    lists[state] = {
      identity: sized(entry.identity),
      gzip: entry.gzip ? sized(entry.gzip, 'gzip') : sized(entry.identity),
      br: entry.br ? sized(entry.br, 'br') : sized(entry.identity),
      notModified: [...common, REQUEST_ID, ''],
    }
  }
  return lists
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {Entry} entry @param {string} state
 */
export function sendEntry(req, res, entry, state) {
  setCacheState(res, state)
  entry.lists ??= headerListsOf(entry)
  const lists = entry.lists[state]
  const id = req.headers[REQUEST_ID]
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
    res.writeHead(304, withRequestId(lists.notModified, id))
    res.end()
    return
  }
  const encoding = pickEncoding(req.headers['accept-encoding'])
  const body = (encoding === 'br' && entry.br) || (encoding === 'gzip' && entry.gzip) || entry.identity
  res.writeHead(
    200,
    withRequestId(body === entry.identity ? lists.identity : lists[encoding === 'br' ? 'br' : 'gzip'], id),
  )
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The shared list, filled in place with this request's id: writeHead turns it into bytes at once.
 * @param {HeaderList} list @param {unknown} id
 */
function withRequestId(list, id) {
  if (typeof id !== 'string') return list.slice(0, -2)
  list[list.length - 1] = id
  return list
}

/**
 * An answer that is not kept (one visitor's page, an error page, a redirect), compressed if asked.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {Rendered} rendered
 */
export function sendRendered(req, res, rendered) {
  setCacheState(res, 'BYPASS')
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(rendered.headers))
    if (name !== 'connection' && name !== 'keep-alive' && name !== 'transfer-encoding') headers[name] = value
  const { body, encoded } = compressedForOne(req, rendered, headers)
  const id = req.headers[REQUEST_ID]
  res.writeHead(rendered.status, {
    ...headers,
    ...encoded,
    'content-length': body.length,
    'x-cache': 'BYPASS',
    ...(typeof id === 'string' ? { [REQUEST_ID]: id } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
