import { getBlogBySlug } from '@/content/blogs'
import { impossibleSlug, notFoundJson } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (impossibleSlug(slug)) return notFoundJson('blog', slug)
  const blog = await getBlogBySlug(slug)
  return blog ? Response.json([blog]) : notFoundJson('blog', slug)
}
