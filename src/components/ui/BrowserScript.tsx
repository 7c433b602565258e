import { browserScriptUrl, inlineScriptCode, type BrowserScriptName, type InlineScriptName } from '@/lib/browserScripts'

/** One of the site's bundled browser scripts (src/browser/<name>.ts), deferred; pages that need none ship none. */
export function BrowserScript({ name }: { name: BrowserScriptName }) {
  return <script src={browserScriptUrl(name)} defer />
}

/** One of the site's inline scripts (src/browser/<name>.ts), allowed by its hash in the CSP. */
export function InlineScript({ name }: { name: InlineScriptName }) {
  return <script dangerouslySetInnerHTML={{ __html: inlineScriptCode(name) }} />
}
