import 'server-only'
import { getPayload, type Payload } from 'payload'
import { payloadConfig } from './payloadConfig'

/** The Payload Local API, shared by pages and API handlers (never HTTP to ourselves). */
export async function payloadClient(): Promise<Payload> {
  return getPayload({ config: await payloadConfig() })
}
