import { getSiteSettings } from '@/content/siteSettings'

export async function GET() {
  return Response.json(await getSiteSettings())
}
