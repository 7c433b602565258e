import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type React from 'react'
import { bodyFont, headingFont } from './fonts'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SITE_SCRIPT } from '@/components/layout/siteScript'
import { OrganizationJsonLd } from '@/components/seo/JsonLd'
import { Loading } from '@/components/ui/Loading'
import { siteMetadata } from '@/lib/seo'
import './globals.css'

export function generateMetadata(): Metadata {
  return siteMetadata()
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const requestHeaders = await headers()
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-amber px-4 py-2 font-semibold text-navy-deep focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteHeader pathname={requestHeaders.get('x-pathname') ?? '/'} />
        <main id="main" className="flex-1">
          <div data-page-loading hidden>
            <Loading />
          </div>
          <div data-page-content>{children}</div>
        </main>
        <SiteFooter />
        <OrganizationJsonLd />
        <script nonce={requestHeaders.get('x-nonce') ?? undefined} dangerouslySetInnerHTML={{ __html: SITE_SCRIPT }} />
      </body>
    </html>
  )
}
