import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type Field,
  type Plugin,
} from 'payload'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { openContentAccess } from '@/access'
import { env } from '@/lib/env'
import { purgesPublicCache } from '@/lib/publicCache'
import { REFERENCE_COLLECTIONS, publicPathOf } from './paths'
import { RedirectRuleError, checkCustomTarget, checkNoLoop, normaliseFrom } from './rules'
import { readRedirects, registerRedirectTable } from './table'

// Editors' redirects: Payload's redirects plugin (fields `from`, `to.type`, `to.reference`, `to.url`,
// `type`), with our access, the rules in ./rules.ts and a cache purge on every change.

type Data = { from?: unknown; to?: { type?: string; url?: unknown; reference?: unknown }; type?: unknown }

function ownHosts(req: { headers?: Headers }): Set<string> {
  const hosts = new Set([new URL(env().serverUrl).host.toLowerCase()])
  const host = req.headers?.get?.('host')
  if (host) hosts.add(host.toLowerCase())
  return hosts
}

function refuse(error: unknown): never {
  if (error instanceof RedirectRuleError)
    throw new ValidationError({ collection: 'redirects', errors: [{ path: error.path, message: error.message }] })
  throw error
}

/** `from` in the form the server looks it up in; a custom target trimmed and checked. */
const normalise: CollectionBeforeValidateHook = ({ data, req }) => {
  const d = data as Data | undefined
  if (!d) return data
  try {
    if (typeof d.from === 'string') d.from = normaliseFrom(d.from, ownHosts(req))
    if (d.to?.type === 'custom' && typeof d.to.url === 'string') d.to.url = checkCustomTarget(d.to.url)
  } catch (error) {
    refuse(error)
  }
  return data
}

/** One redirect per address, and none that leads back to where it starts. */
const refuseClashAndLoop: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc as Data | undefined), ...(data as Data) }
  const from = String(merged.from ?? '')
  const id = (originalDoc as { id?: number } | undefined)?.id
  const others = (await readRedirects(req.payload, { asVisitor: false, req })).filter((r) => r.id !== id)
  if (others.some((r) => r.from === from))
    refuse(new RedirectRuleError('from', `A redirect from ${from} already exists; edit that one instead.`))
  let target: string | undefined
  if (merged.to?.type === 'custom') target = typeof merged.to.url === 'string' ? merged.to.url : undefined
  else {
    const ref = merged.to?.reference as { relationTo?: string; value?: number | { id: number } } | undefined
    const refId = typeof ref?.value === 'object' ? ref.value.id : ref?.value
    if (ref?.relationTo && refId !== undefined) {
      const collection = ref.relationTo as (typeof REFERENCE_COLLECTIONS)[number]
      const doc = await req.payload.findByID({
        collection,
        id: refId,
        depth: 1,
        disableErrors: true,
        overrideAccess: true,
        req,
      })
      target = doc ? publicPathOf(collection, doc) : undefined
    }
  }
  const table = others.flatMap((r) => (r.location ? [{ from: r.from, location: r.location, status: r.status }] : []))
  try {
    checkNoLoop(from, target, table, ownHosts(req))
  } catch (error) {
    refuse(error)
  }
  return data
}

const FROM_HELP = [
  'The old address on this site: a path such as /old-page,',
  'with a query if it had one (an old WordPress link: /?p=123).',
].join(' ')

const unlisted = (f: Field) => ({ ...f, admin: { ...f.admin, disableListColumn: true } }) as Field

/** The plugin's fields with our help text; its `to` parts leave the list, where they read "to > To URL Type". */
function plainField(field: Field): Field {
  if (field.type === 'text' && field.name === 'from') return { ...field, admin: { description: FROM_HELP } }
  if (field.type === 'group' && 'name' in field && field.name === 'to')
    return { ...field, fields: field.fields.map(unlisted) }
  return field
}

/** The list's "Goes to" column: the address a visitor lands on. */
const goesToColumn: Field = {
  name: 'goesTo',
  type: 'ui',
  label: 'Goes to',
  admin: { components: { Cell: '@/redirects/TargetCell#RedirectTargetCell' } },
}

const staffWhoEditContent = openContentAccess.update

/** The redirects collection, and the server's table loaded once Payload has started. */
export function redirectsPlugins(): Plugin[] {
  // A redirect can move any address, and the table is read outside renders: any change purges everything.
  const {
    slug: _slug,
    fields: _fields,
    ...overrides
  } = purgesPublicCache(
    {
      slug: 'redirects',
      fields: [],
      admin: { group: 'Site', useAsTitle: 'from', defaultColumns: ['from', 'goesTo', 'type', 'updatedAt'] },
      // Staff who edit content manage redirects; visitors only ever meet them as answers, never as a list.
      access: { ...openContentAccess, read: staffWhoEditContent },
      hooks: { beforeValidate: [normalise], beforeChange: [refuseClashAndLoop] },
    },
    { purges: 'all' },
  )
  return [
    redirectsPlugin({
      collections: [...REFERENCE_COLLECTIONS],
      redirectTypes: ['307', '308'],
      redirectTypeFieldOverride: {
        label: 'Kind of move',
        defaultValue: '308',
        options: [
          { label: 'Permanent (308): the page has moved for good', value: '308' },
          { label: 'Temporary (307): the old address comes back later', value: '307' },
        ],
      },
      overrides: {
        ...overrides,
        fields: ({ defaultFields }) => [...defaultFields.map(plainField), goesToColumn],
      },
    }),
    (config) => ({
      ...config,
      onInit: async (payload) => {
        await config.onInit?.(payload)
        registerRedirectTable(payload)
      },
    }),
  ]
}
