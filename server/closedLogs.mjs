// @ts-check
// A closed stdout (terminal gone) fails each write with EPIPE, which Next.js logs to the same pipe: a loop
// that held a core at 100 %. Such errors are dropped; the server keeps serving.
const CLOSED = new Set(['EPIPE', 'ERR_STREAM_DESTROYED'])

/** @param {NodeJS.WriteStream[]} streams */
export function survivesClosedLogs(streams = [process.stdout, process.stderr]) {
  for (const stream of streams)
    stream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (!CLOSED.has(String(error.code))) throw error
    })
}
