// Vitest's own process and the test processes share stdout. Node (libuv) and Payload's logger can
// leave that shared pipe non-blocking, and on a pipe (CI) Vitest's report was then lost at exit.
export function keepOutputBlocking() {
  for (const stream of [process.stdout, process.stderr]) {
    ;(stream as unknown as { _handle?: { setBlocking?: (on: boolean) => void } })._handle?.setBlocking?.(true)
  }
}
