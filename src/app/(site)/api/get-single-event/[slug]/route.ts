import { getEventBySlug } from '@/content/events'
import { notFoundJson } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const event = await getEventBySlug(slug)
  return event ? Response.json(event) : notFoundJson('event', slug)
}
