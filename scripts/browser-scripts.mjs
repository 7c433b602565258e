#!/usr/bin/env node
// The public site's browser scripts (decision 012): each src/browser/*.ts entry is bundled by esbuild
// into public/assets/<name>-<hash>.js (immutable), listed in public/assets/manifest.json, which
// BrowserScript reads. `--watch` rebuilds on change (npm run dev).
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const sourceDir = path.join(root, 'src/browser')
const outDir = path.join(root, 'public/assets')

const entryPoints = Object.fromEntries(
  fs
    .readdirSync(sourceDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'contract.ts')
    .map((f) => [f.replace(/\.ts$/, ''), path.join(sourceDir, f)]),
)

/** @type {esbuild.Plugin} */
const manifest = {
  name: 'manifest',
  setup(build) {
    build.onStart(() => fs.rmSync(outDir, { recursive: true, force: true }))
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return
      const files = {}
      for (const [file, output] of Object.entries(result.metafile.outputs)) {
        if (!output.entryPoint) continue
        const name = path.basename(output.entryPoint).replace(/\.ts$/, '')
        files[name] = `/${path.relative(path.join(root, 'public'), path.join(root, file)).split(path.sep).join('/')}`
      }
      fs.mkdirSync(outDir, { recursive: true })
      fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(files, null, 2)}\n`)
    })
  },
}

const options = {
  absWorkingDir: root,
  entryPoints,
  outdir: outDir,
  entryNames: '[name]-[hash]',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  tsconfig: path.join(root, 'tsconfig.json'),
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [manifest],
}

if (process.argv.includes('--watch')) {
  const context = await esbuild.context(options)
  await context.watch()
  console.log('> Browser scripts: watching src/browser')
} else {
  await esbuild.build(options)
}
