#!/usr/bin/env node
// Builds every script that runs in a visitor's browser, one way: esbuild from src/browser/.
// - bundles: src/browser/<name>.ts → public/assets/<name>-<hash>.js (immutable), loaded by BrowserScript;
// - inline: src/browser/<name>.ts → text inlined into the page by InlineScript, with the sha256 the
//   Content-Security-Policy allows it by (no nonce: cached pages are shared by every visitor).
// Both are listed in public/assets/manifest.json. `--watch` rebuilds on change (npm run dev).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

/** The bundles: loaded with <script src defer> on the pages that need them. */
const BUNDLES = ['forms', 'home', 'devReload', 'preview']
/** The inline scripts: small, needed before anything else loads. */
const INLINE = ['scripted', 'site', 'popup']

/** Printed once the first build is written and the watcher runs (scripts/next.mjs waits for it). */
export const WATCHING = '> Browser scripts: built, watching src/browser'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const sourceDir = path.join(root, 'src/browser')
const outDir = path.join(root, 'public/assets')
const manifestFile = path.join(outDir, 'manifest.json')

const common = /** @type {const} */ ({
  absWorkingDir: root,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  tsconfig: path.join(root, 'tsconfig.json'),
  legalComments: 'none',
  logLevel: 'warning',
})

/** @param {string} name */
const source = (name) => path.join(sourceDir, `${name}.ts`)

/** @param {string} code */
export const cspHash = (code) => `sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}`

/** @type {{ bundles: Record<string, string>, inline: Record<string, { code: string, hash: string }> }} */
const manifest = { bundles: {}, inline: {} }

/** @param {esbuild.BuildResult} result */
function bundlesBuilt(result) {
  if (result.errors.length || !result.metafile) return
  manifest.bundles = {}
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint) continue
    const name = path.basename(output.entryPoint).replace(/\.ts$/, '')
    manifest.bundles[name] =
      `/${path.relative(path.join(root, 'public'), path.join(root, file)).split(path.sep).join('/')}`
  }
}

/** @param {string} name @param {esbuild.BuildResult} result */
function inlineBuilt(name, result) {
  const output = result.outputFiles?.[0]
  if (result.errors.length || !output) return
  const code = output.text.trim()
  // The text goes verbatim into a <script> element: it must not be able to close it.
  if (/<\/script|<!--/i.test(code))
    throw new Error(`src/browser/${name}.ts: its built text contains "</script" or "<!--"`)
  manifest.inline[name] = { code, hash: cspHash(code) }
}

function writeManifest() {
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
}

/** @param {(result: esbuild.BuildResult) => void} onBuilt @returns {esbuild.Plugin} */
const afterEachBuild = (onBuilt) => ({
  name: 'manifest',
  setup(build) {
    build.onEnd((result) => {
      onBuilt(result)
      writeManifest()
    })
  },
})

const watch = process.argv.includes('--watch')
// A build starts clean; the watcher keeps what is there, so the running server never misses a file.
if (!watch) fs.rmSync(outDir, { recursive: true, force: true })
const contexts = await Promise.all([
  esbuild.context({
    ...common,
    entryPoints: Object.fromEntries(BUNDLES.map((name) => [name, source(name)])),
    outdir: outDir,
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [afterEachBuild(bundlesBuilt)],
  }),
  ...INLINE.map((name) =>
    esbuild.context({
      ...common,
      entryPoints: [source(name)],
      write: false,
      outfile: `${name}.js`,
      plugins: [afterEachBuild((r) => inlineBuilt(name, r))],
    }),
  ),
])

await Promise.all(contexts.map((context) => context.rebuild()))
if (watch) {
  await Promise.all(contexts.map((context) => context.watch()))
  console.log(WATCHING)
} else {
  await Promise.all(contexts.map((context) => context.dispose()))
}
