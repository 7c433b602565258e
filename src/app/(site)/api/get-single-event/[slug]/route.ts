import { getEventBySlug } from '@/content/events'
import { impossibleSlug, notFoundJson } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (impossibleSlug(slug)) return notFoundJson('event', slug)
  const event = await getEventBySlug(slug)
  return event ? Response.json(event) : notFoundJson('event', slug)
}
