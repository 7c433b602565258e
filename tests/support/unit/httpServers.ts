import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

/** Plain node:http servers on free loopback ports, each closed (connections and all) after its test. */
export function httpServers() {
  const servers: http.Server[] = []
  afterEach(async () => {
    for (const server of servers.splice(0))
      await new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))
  })
  /** @returns the port it listens on */
  async function listen(handler: http.RequestListener) {
    const server = http.createServer(handler)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }
  return { servers, listen }
}
