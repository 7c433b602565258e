import type { Metadata } from 'next'
import type React from 'react'
import { bodyFont, headingFont } from './fonts'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { NavigationLoading } from '@/components/layout/NavigationLoading'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { OrganizationJsonLd } from '@/components/seo/JsonLd'
import { siteMetadata } from '@/lib/seo'
import './globals.css'

export function generateMetadata(): Metadata {
  return siteMetadata()
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a href="#main" className="sr-only z-50 rounded-full bg-amber px-4 py-2 font-semibold text-navy-deep focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          <NavigationLoading>{children}</NavigationLoading>
        </main>
        <SiteFooter />
        <OrganizationJsonLd />
      </body>
    </html>
  )
}
