import { stdSerializers, type LoggerOptions } from 'pino'
import { withoutQueryValues } from './queryValues'

// Identity numbers and dates of birth never reach a log (PDPA, docs/entries.md). Payload's own messages
// name fields, never values; a database error does not: drizzle's "Failed query: … params: …" carries
// the row's values, in the message, the stack and any error it causes. The query stays; the values go.

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutQueryValues(value)
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1))
  // Raw query parameters, kept by some drivers on the error itself.
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'params' || k === 'parameters' ? '(left out of the log)' : scrub(v, depth + 1),
    ]),
  )
}

/** pino options for every server log Payload writes: errors (and their causes) without a query's values. */
export const privateLogOptions: Pick<LoggerOptions, 'serializers' | 'hooks'> = {
  serializers: { err: (err: Error) => scrub(stdSerializers.err(err)) as ReturnType<typeof stdSerializers.err> },
  hooks: {
    logMethod(args, method) {
      method.apply(this, args.map((a) => scrub(a)) as Parameters<typeof method>)
    },
  },
}
