import fs from 'node:fs'
import path from 'node:path'
import { headers } from 'next/headers'
import 'server-only'

type Manifest = Record<string, string>
let manifest: Manifest | undefined

/** public/assets/manifest.json, written by `node scripts/browser-scripts.mjs` (part of the build). */
function readManifest(): Manifest {
  if (manifest && process.env.NODE_ENV === 'production') return manifest
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public/assets/manifest.json'), 'utf8')) as Manifest
  } catch {
    manifest = {}
  }
  return manifest
}

/**
 * One of the site's own browser scripts (src/browser/<name>.ts, decision 012), deferred and
 * carrying the page's CSP nonce. Pages that need none of them ship no JavaScript file at all.
 */
export async function BrowserScript({ name }: { name: string }) {
  const src = readManifest()[name]
  if (!src) {
    console.error(`Browser script "${name}" is missing: run node scripts/browser-scripts.mjs (npm run build does).`)
    return null
  }
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return <script src={src} defer nonce={nonce} />
}
