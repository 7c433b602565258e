import fs from 'node:fs'
import zlib from 'node:zlib'
const base = 'http://127.0.0.1:3300'
for (const p of process.argv.slice(2)) {
  const html = await (await fetch(base + p)).text()
  const srcs = [...new Set([...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]))]
  // also chunks referenced in RSC payload
  const more = [...new Set([...html.matchAll(/static\/chunks\/([a-z0-9_~.-]+\.js)/g)].map((m) => '/_next/static/chunks/' + m[1]))]
  const all = [...new Set([...srcs, ...more])]
  const byPkg = {}
  let total = 0
  for (const s of all) {
    const file = '.next' + s.replace('/_next', '')
    const code = fs.readFileSync(file)
    total += zlib.gzipSync(code).length
    const mapFile = file + '.map'
    if (!fs.existsSync(mapFile)) continue
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'))
    const sections = map.sections ? map.sections.map((x) => x.map) : [map]
    for (const m of sections) {
      ;(m.sources || []).forEach((src, i) => {
        const content = m.sourcesContent?.[i] ?? ''
        let key = src.replace(/^.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1')
        if (key.includes('next/dist')) key = src.replace(/^.*next\/dist\//, 'next:').split('/').slice(0, 3).join('/')
        byPkg[key] = (byPkg[key] || 0) + content.length
      })
    }
  }
  console.log(`== ${p}: ${all.length} chunks, ${(total / 1024).toFixed(1)} KB gz`)
  console.log(Object.entries(byPkg).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `  ${k} ${(v / 1024).toFixed(1)}K src`).join('\n'))
}
