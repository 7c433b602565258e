import { examCalendarFeed } from '@/calendar/feed'

// Read per request (the database is not there at build time); the public cache keeps the answer.
export const dynamic = 'force-dynamic'

export async function GET(_req: Request, { params }: { params: Promise<{ feed: string }> }) {
  return examCalendarFeed((await params).feed)
}
