import type { CollectionConfig, Config } from 'payload'

// Every collection's edit view heads a document without a title "No title yet", without brackets.

const PLAIN_UNTITLED = '@/admin/PlainUntitled#PlainUntitled'

function withPlainUntitled(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  const before = components?.edit?.beforeDocumentControls ?? []
  const edit = { ...components?.edit, beforeDocumentControls: [...before, PLAIN_UNTITLED] }
  return { ...collection, admin: { ...collection.admin, components: { ...components, edit } } }
}

export function plainUntitled(config: Config): Config {
  return { ...config, collections: config.collections?.map(withPlainUntitled) }
}
