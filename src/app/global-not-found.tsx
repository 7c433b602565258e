import type { Metadata } from 'next'
import { NOT_FOUND_TITLE, NotFoundScreen } from '@/components/layout/NotFoundScreen'
import { SITE_NAME, siteMetadata } from '@/lib/seo'
import { SiteShell } from './(site)/SiteShell'
import './(site)/globals.css'

export function generateMetadata(): Metadata {
  return { ...siteMetadata(), title: `${NOT_FOUND_TITLE} · ${SITE_NAME}`, robots: { index: false } }
}

/** Every path no route claims, rendered in full on the server with the site's header and footer (404). */
export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundScreen />
    </SiteShell>
  )
}
