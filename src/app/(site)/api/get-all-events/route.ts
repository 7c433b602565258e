import { listEvents } from '@/content/events'
import { listResponse } from '@/lib/api'

export function GET(req: Request) {
  return listResponse(req, listEvents)
}
