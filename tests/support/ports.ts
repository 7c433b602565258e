import net from 'node:net'

/** A port nothing listens on right now (the OS picks it), for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Resolves once something accepts connections on the local port (a proxy or server a test started). */
export async function waitForPort(port: number) {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true))
      socket.on('error', () => resolve(false))
      socket.on('connect', () => socket.end())
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`nothing listens on port ${port}`)
}
