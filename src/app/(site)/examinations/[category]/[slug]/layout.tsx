import { notFound } from 'next/navigation'
import type React from 'react'
import { loadExamPage, type ExamRouteParams } from './examPage'

export const dynamic = 'force-dynamic'

// The 404 check lives above loading.tsx's Suspense boundary, so an unknown exam answers HTTP 404
// instead of a streamed 200.
export default async function ExamLayout({ children, params }: { children: React.ReactNode; params: ExamRouteParams }) {
  const { category, slug } = await params
  if (!(await loadExamPage(category, slug))) notFound()
  return children
}
