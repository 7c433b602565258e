import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export type ReceivedMail = { to: string[]; raw: string }

/** A real SMTP server on a loopback port that keeps what it receives. */
export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  // A client cut off mid-mail (a server process stopped) is its problem, not the sink's: no crash.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
