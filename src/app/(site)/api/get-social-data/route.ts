import { getSocialData } from '@/content/siteSettings'

export async function GET() {
  return Response.json(await getSocialData())
}
