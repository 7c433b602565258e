// POST /api/entries?kind=exam|class&id=…: the entry form (src/entries/web/post.ts). The path is also
// the entries collection's in Payload's REST API: anything else sent here is Payload's, as before.
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { answerEntryPost } from '@/entries/web/post'
import { guardedRest } from '@/lib/restGuard'

const collection = () => ({ params: Promise.resolve({ slug: ['entries'] }) })
const rest = {
  GET: guardedRest(REST_GET(config)),
  POST: guardedRest(REST_POST(config)),
  PATCH: guardedRest(REST_PATCH(config)),
  DELETE: guardedRest(REST_DELETE(config)),
}

export const GET = (req: Request) => rest.GET(req, collection())
export const PATCH = (req: Request) => rest.PATCH(req, collection())
export const DELETE = (req: Request) => rest.DELETE(req, collection())

export function POST(req: Request) {
  return new URL(req.url).searchParams.has('kind') ? answerEntryPost(req) : rest.POST(req, collection())
}
