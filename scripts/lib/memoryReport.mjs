// Loaded into the server by `npm run bench:scale` (NODE_OPTIONS=--import): on SIGUSR2 the main thread writes
// where its memory is (process.memoryUsage, V8's heap spaces) to MEMORY_REPORT_FILE, for the bench's table.
import fs from 'node:fs'
import v8 from 'node:v8'
import { isMainThread } from 'node:worker_threads'

const file = process.env.MEMORY_REPORT_FILE
// The server: `node server/index.mjs`, or `scripts/next.mjs start`, which imports it in its own process.
if (file && isMainThread && /(server\/index|scripts\/next)\.mjs$/.test(process.argv[1] ?? '')) {
  process.on('SIGUSR2', () => {
    const mb = (n) => Math.round(n / 1048576)
    const usage = Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, mb(v)]))
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_used_size)]))
    const heap = v8.getHeapStatistics()
    const limits = {
      heapLimit: mb(heap.heap_size_limit),
      heapPhysical: mb(heap.total_physical_size),
      contexts: heap.number_of_native_contexts,
    }
    fs.writeFileSync(file, JSON.stringify({ usage, spaces, limits }))
  })
}
