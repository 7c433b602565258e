import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API, shared by pages and API handlers (never HTTP to ourselves). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
