import { listBlogs } from '@/content/blogs'
import { listResponse } from '@/lib/api'

export function GET(req: Request) {
  return listResponse(req, listBlogs)
}
