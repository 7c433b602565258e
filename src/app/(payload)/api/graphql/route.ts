import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withAccessStatus } from '@/lib/graphqlStatus'

const graphql = GRAPHQL_POST(config)

export async function POST(req: Request) {
  return withAccessStatus(await graphql(req))
}
export const OPTIONS = REST_OPTIONS(config)
