import { listEvents } from '@/content/events'
import { listResponse } from '@/lib/api'
import { query } from './cache.mjs'

export function GET(req: Request) {
  return listResponse(req, listEvents, query)
}
