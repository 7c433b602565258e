// @ts-check
// When whatever reads the server's output goes away (a closed terminal, a log pipe whose reader ended),
// writing a line fails with EPIPE. Unhandled, that failure is an uncaught exception, which Next.js logs,
// to the same closed pipe: a loop that held a core at 100 % for as long as the process lived. The server
// keeps serving; what it would have logged there is lost.
const CLOSED = new Set(['EPIPE', 'ERR_STREAM_DESTROYED'])

/** @param {NodeJS.WriteStream[]} streams */
export function survivesClosedLogs(streams = [process.stdout, process.stderr]) {
  for (const stream of streams)
    stream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (!CLOSED.has(String(error.code))) throw error
    })
}
