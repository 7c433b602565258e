import { payloadConfig } from '@/lib/payloadConfig'
import '@payloadcms/next/css'
import { GRAPHQL_PLAYGROUND_GET } from '@payloadcms/next/routes'

const config = payloadConfig()

export const GET = GRAPHQL_PLAYGROUND_GET(config)
