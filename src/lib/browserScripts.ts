import fs from 'node:fs'
import path from 'node:path'
import 'server-only'

// The site's browser scripts as built by scripts/browser-scripts.mjs (part of every build, and
// watched in development): public/assets/manifest.json.

export type BrowserScriptName = 'forms' | 'home' | 'devReload' | 'preview'
export type InlineScriptName = 'scripted' | 'site' | 'popup'

type Manifest = {
  bundles: Partial<Record<BrowserScriptName, string>>
  inline: Partial<Record<InlineScriptName, { code: string; hash: string }>>
}

const manifestFile = path.join(process.cwd(), 'public/assets/manifest.json')
let cached: { mtimeMs: number; manifest: Manifest } | undefined

function manifest(): Manifest {
  try {
    // Re-read only when the build (or the watcher in development) rewrote it.
    const { mtimeMs } = fs.statSync(manifestFile)
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest }
    return cached.manifest
  } catch {
    throw new Error(
      'public/assets/manifest.json is missing or unreadable: run `npm run browser-scripts` (npm run build does).',
    )
  }
}

/** The URL of a bundled browser script (content-hashed, cached for a year). */
export function browserScriptUrl(name: BrowserScriptName): string {
  const url = manifest().bundles[name]
  if (!url)
    throw new Error(`Browser script "${name}" is not in public/assets/manifest.json: run npm run browser-scripts.`)
  return url
}

/** The text of an inline script, exactly as its CSP hash was computed. */
export function inlineScriptCode(name: InlineScriptName): string {
  const script = manifest().inline[name]
  if (!script)
    throw new Error(`Inline script "${name}" is not in public/assets/manifest.json: run npm run browser-scripts.`)
  return script.code
}

/** The CSP sources that allow every inline script of the site: `'sha256-…'` each. */
export function inlineScriptHashes(): string[] {
  // Sorted: the development build's manifest may list them in another order than the production one.
  return Object.values(manifest().inline)
    .map((script) => `'${script.hash}'`)
    .sort()
}
