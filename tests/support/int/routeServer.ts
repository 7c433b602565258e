import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Handler = (req: Request) => Response | Promise<Response>

/**
 * Serves route handlers over real HTTP in the test's own process, so an outside party (the local PayHere
 * gateway) can post to them as it would to the site: `routes` maps "METHOD /path" to a handler.
 */
export async function serveRoutes(routes: Record<string, Handler>) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    const handler = routes[`${req.method} ${url.pathname}`]
    if (!handler) return res.writeHead(404).end('no such route in this test')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    const body = chunks.length ? Buffer.concat(chunks) : undefined
    try {
      const answer = await handler(new Request(url, { method: req.method, headers, body }))
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()))
    } catch (error) {
      // A handler that throws is what the tests look for: it would be a 500 on the site.
      res.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
