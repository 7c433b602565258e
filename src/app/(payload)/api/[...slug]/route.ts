// Payload's own REST API; the public JSON API (docs/api.md) lives in (site)/api and wins on its paths.
// Behind a guard that answers 4xx for what Payload would fail on with a 500 (src/apiGuard/restGuard.ts).
import { payloadConfig } from '@/lib/payloadConfig'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardedRest } from '@/apiGuard/restGuard'

const config = payloadConfig()

export const GET = guardedRest(REST_GET(config))
export const POST = guardedRest(REST_POST(config))
export const DELETE = guardedRest(REST_DELETE(config))
export const PATCH = guardedRest(REST_PATCH(config))
export const PUT = guardedRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
