import type { CollectionConfig, Config, GlobalConfig } from 'payload'
import { hasAdminRole } from '@/auth/roles'

// The document's "API" tab (its JSON and REST address) is for admins: editors and the inbox never need it.

type Entity = CollectionConfig | GlobalConfig
type Condition = { req: { user?: unknown } }

function adminOnly<T extends Entity>(entity: T): T {
  const views = entity.admin?.components?.views
  const edit = {
    ...views?.edit,
    api: {
      ...views?.edit?.api,
      tab: { ...views?.edit?.api?.tab, condition: ({ req }: Condition) => hasAdminRole(req.user as never) },
    },
  }
  return {
    ...entity,
    admin: { ...entity.admin, components: { ...entity.admin?.components, views: { ...views, edit } } },
  } as T
}

export const apiTabForAdmins = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(adminOnly),
  globals: config.globals?.map(adminOnly),
})
