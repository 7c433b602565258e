import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const thirtyDays = 30 * 24 * 60 * 60

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  experimental: {
    // Unknown paths get the site's not-found page, rendered in full on the server (src/app/global-not-found.tsx).
    globalNotFound: true,
    // src/proxy.ts sees every request, and Next cuts bodies longer than this (10 MB by default) without an
    // error: keep it above Payload's multipart limit (src/uploads/multipart.ts) so that one answers 413.
    proxyClientMaxBodySize: 27 * 1024 * 1024,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }],
    minimumCacheTTL: thirtyDays,
  },
  turbopack: { root: dirname },
  // Node loads these once for the whole process: bundled, each group of route handlers carried its own
  // 4.5 MB copy of them (ten in all), and the copies were most of the server's heap (docs/performance.md).
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/db-sqlite',
    '@payloadcms/drizzle',
    '@payloadcms/graphql',
    'nodemailer',
    'pdf-lib',
    'qrcode',
    'rate-limiter-flexible',
    'sanitize-html',
  ],
  // The Content-Security-Policy and HSTS come from src/proxy.ts (the admin's policy has a nonce per
  // response, HSTS only over https); these are the same on every response (docs/deploy.md: "Security headers").
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
          // For browsers without CSP frame-ancestors: the same rule, framed by this site only.
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          // Our pages share no window with another site's, and other sites cannot embed our answers.
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
        ],
      },
      {
        // An entry's status page: its address is the key to a family's entry, so it is never sent on
        // as a Referer and never indexed (src/app/(site)/entries/[token]).
        source: '/entries/:token',
        headers: [
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
      {
        // The site's own browser scripts (scripts/browser-scripts.mjs): content-hashed file names.
        source: '/assets/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        // Uploaded images and documents: file names are unique per upload, so browsers and CDNs may keep them,
        // and they are public by design: other sites and e-mails may embed them (ADR 022).
        source: '/api/:collection(media|downloads)/file/:file*',
        headers: [
          { key: 'Cache-Control', value: `public, max-age=${thirtyDays}, stale-while-revalidate=86400` },
          { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
        ],
      },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every response for the colour-scheme client hint; as a Critical-CH it makes the browser
// fetch each public page twice. Only the admin uses it.
const withAllHeaders = config.headers
const asksForClientHints = (rule) => rule.headers.some((h) => h.key === 'Critical-CH')
const adminOnly = (rule) => ({ ...rule, source: '/admin/:path*' })
config.headers = async () => (await withAllHeaders()).map((rule) => (asksForClientHints(rule) ? adminOnly(rule) : rule))

export default config
