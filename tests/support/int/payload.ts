import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** Calls a Next route handler the way Next does, with its params as a promise. */
export function call<P extends Record<string, string>>(
  handler: (req: Request, ctx: { params: Promise<P> }) => Response | Promise<Response>,
  url: string,
  params: P = {} as P,
  init?: RequestInit,
): Promise<Response> {
  return Promise.resolve(
    handler(new Request(new URL(url, 'http://localhost:3999'), init), { params: Promise.resolve(params) }),
  )
}
