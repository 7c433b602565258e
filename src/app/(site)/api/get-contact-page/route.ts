import { getContactPage } from '@/content/pages'

export async function GET() {
  return Response.json(await getContactPage())
}
