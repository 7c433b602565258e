import { notFound } from 'next/navigation'
import type React from 'react'
import { getBlogBySlug } from '@/content/blogs'

// Checked here, outside the page's loading boundary, so an unknown slug answers 404 before streaming starts.
export default async function BlogPostLayout({ children, params }: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  if (!(await getBlogBySlug((await params).slug))) notFound()
  return children
}
