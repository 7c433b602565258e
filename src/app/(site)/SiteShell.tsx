import { headers } from 'next/headers'
import type React from 'react'
import { site } from '@/browser/contract'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { OrganizationJsonLd } from '@/components/seo/JsonLd'
import { BrowserScript, InlineScript } from '@/components/ui/BrowserScript'
import { Loading } from '@/components/ui/Loading'
import { env } from '@/lib/env'
import { PreviewBar } from './PreviewBar'

/**
 * The document every public page shares: header with menus, the page, footer, the site script. The
 * site layout and the not-found page (which Next.js renders outside the layout) both use it.
 */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const pathname = (await headers()).get('x-pathname') ?? '/'
  return (
    <html lang="en">
      <head>
        {/* Before anything paints: the page is scripted (src/browser/scripted.ts). */}
        <InlineScript name="scripted" />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className={
            'sr-only z-50 rounded-full bg-amber px-4 py-2 font-semibold ' +
            'text-navy-deep focus:not-sr-only focus:fixed focus:left-4 focus:top-4'
          }
        >
          Skip to content
        </a>
        <PreviewBar pathname={pathname} />
        <SiteHeader pathname={pathname} />
        <main id="main" className="flex-1">
          <div {...site.pageLoading.props()} hidden>
            <Loading />
          </div>
          <div {...site.pageContent.props()}>{children}</div>
        </main>
        <SiteFooter />
        <OrganizationJsonLd />
        <InlineScript name="site" />
        {/* Development only: the page reloads itself when a source file changes (server/dev.mjs). */}
        {env().NODE_ENV === 'development' && <BrowserScript name="devReload" />}
      </body>
    </html>
  )
}
