import { getSiteSettingsJson } from '@/content/siteSettings'

export async function GET() {
  return Response.json(await getSiteSettingsJson())
}
