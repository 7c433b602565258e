import fs from 'node:fs'
import zlib from 'node:zlib'
const base = 'http://127.0.0.1:3300'
for (const p of process.argv.slice(2)) {
  const html = await (await fetch(base + p)).text()
  const srcs = [...new Set([...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?![^>]*noModule)/g)].map((m) => m[1]))]
  let total = 0
  const rows = []
  for (const s of srcs) {
    const code = fs.readFileSync('.next' + s.replace('/_next', ''), 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '')
    const gz = zlib.gzipSync(code).length
    total += gz
    const sig = ['react-dom','embla','zod','HomePopup','IntersectionObserver','useFormStatus','imageSizes','prefetch','Loading...','aria-expanded','sessionStorage','showModal'].filter((k) => code.includes(k)).join(',')
    rows.push(`  ${s.split('/').pop()} ${(gz / 1024).toFixed(1)}K  ${sig}`)
  }
  console.log(`== ${p}: ${(total / 1024).toFixed(1)} KB gz\n${rows.join('\n')}`)
}
