// @ts-check
// Development only: pages reload themselves when a source file changes (the browser script
// src/browser/devReload.ts listens here). Next.js compiles the changed code on that next request.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const DEV_RELOAD_PATH = '/__dev/reload'

/** @param {string} root */
export function createDevReload(root) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const clients = new Set()
  // A new server (after a restart) is a reason to reload too: the page learns it from this id.
  const serverId = crypto.randomBytes(6).toString('hex')
  /** @type {NodeJS.Timeout | undefined} */
  let pending
  const announce = () => {
    clearTimeout(pending)
    pending = setTimeout(() => clients.forEach((res) => res.write('event: change\ndata: reload\n\n')), 150)
  }
  const watchers = [
    fs.watch(path.join(root, 'src'), { recursive: true }, (_event, file) => {
      // src/browser changes reach the page through the rebuilt manifest.
      if (file && !String(file).startsWith(`browser${path.sep}`)) announce()
    }),
    fs.watch(
      path.join(root, 'public'),
      { recursive: true },
      (_event, file) => file && String(file).endsWith('manifest.json') && announce(),
    ),
  ]

  return {
    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    serve(req, res) {
      if (req.url !== DEV_RELOAD_PATH) return false
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' })
      res.write(`event: hello\ndata: ${serverId}\n\n`)
      clients.add(res)
      req.on('close', () => clients.delete(res))
      return true
    },
    close() {
      watchers.forEach((w) => w.close())
      clients.forEach((res) => res.end())
    },
  }
}
