// @ts-check
// Light pages: sent without Next.js's client runtime (React, router, RSC payload), which only hydration
// would use; the browser runs the site's own scripts from src/browser/.

const RUNTIME_SCRIPT = /<script\b[^>]*\ssrc="\/_next\/static\/[^"]*"[^>]*><\/script>/g
const RUNTIME_PRELOAD = new RegExp(
  '<link\\b(?=[^>]*\\srel="(?:preload|modulepreload)")(?=[^>]*\\sas="script")' +
    '[^>]*\\shref="/_next/static/[^"]*"[^>]*/?>',
  'g',
)
// Inline scripts that feed the runtime: the RSC payload and the bundler's chunk list.
const RUNTIME_INLINE = /<script\b[^>]*>\s*(?:\(?self\.__next_[fr]\b|\(globalThis\["TURBOPACK"\])[\s\S]*?<\/script>/g
// Next.js 16 answers notFound() with an empty shell whose content lives only in the RSC payload
// (vercel/next.js#62228); the server answers such a response with the not-found page instead.
const ERROR_SHELL = /^(?:<!DOCTYPE html>)?<html[^>]*\sid="__next_error__"/i

/** The page without framework script tags, script preloads or inline payloads. @param {string} html */
export function lightenPage(html) {
  return html.replace(RUNTIME_SCRIPT, '').replace(RUNTIME_PRELOAD, '').replace(RUNTIME_INLINE, '')
}

/** @param {string} html */
export function isErrorShell(html) {
  return ERROR_SHELL.test(html)
}
