import { site } from '@/browser/contract'
import { browserScriptUrl, inlineScriptCode, type BrowserScriptName, type InlineScriptName } from '@/lib/browserScripts'

/**
 * One of the site's bundled browser scripts (src/browser/<name>.ts), deferred; pages that need none ship none.
 * `afterPaint`: the site script loads it once the first frame is out, so it costs the first screen nothing.
 */
export function BrowserScript({ name, afterPaint = false }: { name: BrowserScriptName; afterPaint?: boolean }) {
  if (afterPaint) return <template {...site.afterPaintScript.props(browserScriptUrl(name))} />
  return <script src={browserScriptUrl(name)} defer />
}

/** One of the site's inline scripts (src/browser/<name>.ts), allowed by its hash in the CSP. */
export function InlineScript({ name }: { name: InlineScriptName }) {
  return <script dangerouslySetInnerHTML={{ __html: inlineScriptCode(name) }} />
}
