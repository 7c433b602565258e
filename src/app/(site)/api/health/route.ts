import { checkHealth } from '@/lib/health'
import { payloadClient } from '@/lib/payload'

// Never prerendered, never cached: each call asks the database again.
export const dynamic = 'force-dynamic'

export async function GET() {
  const { httpStatus, body } = await checkHealth(payloadClient)
  return Response.json(body, { status: httpStatus, headers: { 'cache-control': 'no-store' } })
}

export const HEAD = GET
