import { getBlogBySlug } from '@/content/blogs'
import { notFoundJson } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const blog = await getBlogBySlug(slug)
  return blog ? Response.json([blog]) : notFoundJson('blog', slug)
}
