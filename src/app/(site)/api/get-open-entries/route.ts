import { payloadClient } from '@/lib/payload'
import { openEntries } from '@/entries/offers'

/** GET /api/get-open-entries: series and intakes open online now, with subjects and current fees (docs/api.md). */
export async function GET() {
  return Response.json(await openEntries(await payloadClient()))
}
