// @ts-check
// The render step as the front thread sees it: a call to the main thread, which runs server/render.mjs
// (Next.js, light pages, critical CSS) and compression.mjs; this thread never loads Next.js (decision 042).
// Also a page for one visitor (staff, a form's result, development): rendered through the gate, not kept.
import { aboutRequest, sendShortAnswer, tooManyRenders } from './frontDoor.mjs'
import { sendRendered } from './send.mjs'
import { logSecurityEvent } from './shared.mjs'

/**
 * @typedef {import('./render.mjs').RenderRequest} RenderRequest @typedef {import('./render.mjs').Rendered} Rendered
 * @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res
 * @typedef {{ call: (name: string, ...args: unknown[]) => Promise<any> }} Channel
 */

/** @param {Uint8Array} bytes */
const asBuffer = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** A render done on the main thread: its buffers arrive as plain byte arrays. @param {Channel} channel */
export function renderOnMainThread(channel) {
  /** @param {RenderRequest} request @returns {Promise<Rendered>} */
  return async (request) => {
    const rendered = await channel.call('render', request)
    const { encoded } = rendered
    return {
      ...rendered,
      body: asBuffer(rendered.body),
      encoded: encoded && {
        gzip: asBuffer(encoded.gzip),
        br: asBuffer(encoded.br),
        etag: encoded.etag,
        quick: encoded.quick,
      },
    }
  }
}

/**
 * 429 when a page cannot be rendered now.
 * @param {Req} req
 * @param {Res} res
 * @param {{ retryAfterSeconds: number, busy?: boolean }} refused
 */
export function refuseRender(req, res, { retryAfterSeconds, busy }) {
  logSecurityEvent('rate-limited', { scope: busy ? 'renders-busy' : 'renders', ...aboutRequest(req) })
  sendShortAnswer(req, res, tooManyRenders(retryAfterSeconds, busy))
}

/**
 * @param {{ gate: import('./renderGate.mjs').RenderGate, render: (r: RenderRequest) => Promise<Rendered> }} options
 * @returns {(req: Req, res: Res) => Promise<void>}
 */
export function createPageForOne({ gate, render }) {
  return async function servePage(req, res) {
    const { url = '/', headers } = req
    const admission = await gate.enter(String(headers['x-client-address']))
    if (!('release' in admission)) return refuseRender(req, res, admission)
    try {
      const proto = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
      sendRendered(req, res, await render({ url, host: headers.host ?? 'localhost', proto, headers }))
    } finally {
      admission.release()
    }
  }
}
