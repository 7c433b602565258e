import { getWebsiteDescription } from '@/content/pages'

export async function GET() {
  return Response.json(await getWebsiteDescription())
}
