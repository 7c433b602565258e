import { listValues } from '@/content/homeContent'

export async function GET() {
  return Response.json(await listValues())
}
