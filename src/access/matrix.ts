import type { Access, Payload, PayloadRequest, SanitizedConfig } from 'payload'
import { ROLES, type Role } from '@/auth/roles'

// The role matrix of docs/roles.md, computed from the access functions the config really uses.

export const WHO = [...ROLES.map((r) => r.value), 'visitor'] as const
export type Who = Role | 'visitor'

type Entity = { slug: string; kind: 'collection' | 'global'; access: Record<string, Access | undefined> }

const COLLECTION_OPS = ['read', 'create', 'update', 'delete'] as const
const GLOBAL_OPS = ['read', 'update'] as const

/** Payload's own bookkeeping collections: no staff role works on them directly. */
const INTERNAL = new Set([
  'payload-kv',
  'payload-jobs',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
  'payload-folders',
])

export function entitiesOf(config: SanitizedConfig): Entity[] {
  return [
    ...config.collections
      .filter((c) => !INTERNAL.has(c.slug))
      .map((c) => ({ slug: c.slug, kind: 'collection' as const, access: c.access })),
    ...config.globals.map((g) => ({ slug: g.slug, kind: 'global' as const, access: g.access as Entity['access'] })),
  ]
}

export const userFor = (who: Who) =>
  who === 'visitor' ? null : { id: -1, collection: 'users', email: `${who}@example.lk`, roles: [who] }

/** What one access function answers: allowed, limited by a rule (own account, published only), or refused. */
async function answer(
  access: Access | undefined,
  who: Who,
  payload: Payload,
): Promise<'yes' | 'own' | 'published' | 'no'> {
  const user = userFor(who)
  // Payload's default for an access function that is not named: anyone signed in.
  if (!access) return user ? 'yes' : 'no'
  const result = await access({ req: { user, payload, context: {} } as unknown as PayloadRequest })
  if (result === true) return 'yes'
  if (!result) return 'no'
  const text = JSON.stringify(result)
  return text.includes('_status') ? 'published' : text.includes('"id"') ? 'own' : 'yes'
}

/** One cell: the operations allowed, with their limits, e.g. "read (published)" or "read (own), update (own)". */
export async function cell(entity: Entity, who: Who, payload: Payload): Promise<string> {
  const ops = entity.kind === 'collection' ? COLLECTION_OPS : GLOBAL_OPS
  const parts: string[] = []
  for (const op of ops) {
    const a = await answer(entity.access[op], who, payload)
    if (a !== 'no') parts.push(a === 'yes' ? op : `${op} (${a})`)
  }
  return parts.length ? parts.join(', ') : '—'
}

/** The markdown table of docs/roles.md. */
export async function roleMatrix(payload: Payload): Promise<string> {
  const lines = [`| Collection or global | ${WHO.join(' | ')} |`, `| --- | ${WHO.map(() => '---').join(' | ')} |`]
  for (const entity of entitiesOf(payload.config)) {
    const cells = await Promise.all(WHO.map((who) => cell(entity, who, payload)))
    lines.push(`| ${entity.kind === 'global' ? 'global ' : ''}\`${entity.slug}\` | ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}
