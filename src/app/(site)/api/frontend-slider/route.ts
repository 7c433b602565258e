import { listSlides } from '@/content/homeContent'

export async function GET() {
  return Response.json(await listSlides())
}
