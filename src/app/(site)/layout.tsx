import type { Metadata } from 'next'
import type React from 'react'
import { bodyFont, headingFont } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Lyceum Assessments', template: '%s · Lyceum Assessments' },
  description: 'Pearson Edexcel examinations, IELTS and PTE classes, the Festival of Arts and school inspections in Sri Lanka.',
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">{children}</body>
    </html>
  )
}
