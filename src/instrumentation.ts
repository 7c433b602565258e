import type { Instrumentation } from 'next'
import { REQUEST_ID_HEADER } from '@/lib/clientAddress'
import { withoutQueryValues } from '@/lib/queryValues'

// The Node.js start is a file of its own: Next also builds this file for the edge runtime, which must not
// reach Node-only modules (server/shared.mjs imports node:net and node:os).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).startServer()
}

/**
 * An error no route handled: one log line an operator can find by the request id the visitor's
 * answer carries (the visitor sees only Next's generic error page or an empty 500, never the stack).
 * The query string stays out of the log: it may hold what a visitor typed.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const requestId = request.headers[REQUEST_ID_HEADER]
  const err = error instanceof Error ? error : new Error(String(error))
  console.error(
    JSON.stringify({
      error: 'unexpected',
      requestId: Array.isArray(requestId) ? requestId[0] : requestId,
      method: request.method,
      path: request.path.split('?')[0],
      route: context.routePath,
      kind: context.routeType,
      digest: (err as Error & { digest?: string }).digest,
      // A failed query's values (a candidate's ID number, birth date) stay out (src/lib/logPrivacy.ts).
      message: withoutQueryValues(err.message),
      stack: err.stack && withoutQueryValues(err.stack),
    }),
  )
}
