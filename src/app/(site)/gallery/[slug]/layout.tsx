import { notFound } from 'next/navigation'
import type React from 'react'
import { getEventBySlug } from '@/content/events'

// Checked here, outside the page's loading boundary, so an unknown slug answers 404 before streaming starts.
export default async function GalleryEventLayout({ children, params }: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  if (!(await getEventBySlug((await params).slug))) notFound()
  return children
}
