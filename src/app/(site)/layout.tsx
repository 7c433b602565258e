import type { Metadata } from 'next'
import type React from 'react'
import { siteMetadata } from '@/lib/seo'
import { SiteShell } from './SiteShell'
import './globals.css'

export function generateMetadata(): Metadata {
  return siteMetadata()
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
