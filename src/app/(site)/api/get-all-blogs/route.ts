import { listBlogs } from '@/content/blogs'
import { listResponse } from '@/lib/api'
import { query } from './cache.mjs'

export function GET(req: Request) {
  return listResponse(req, listBlogs, query)
}
