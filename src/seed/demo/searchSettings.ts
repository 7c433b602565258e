import type { SeedContext } from '../context'
import { seedWriteContext } from '../context'
import { DEFAULT_POPULAR_SEARCHES } from '@/search/settings'
import { DEFAULT_SYNONYMS } from '@/search/synonyms'

// Search settings of the demo: the synonym groups families' words need (abbreviations, boards, fee and
// date words, Sinhala and Tamil words for exam, fee, results and class) and the popular searches offered.

export async function seedSearchSettings(ctx: SeedContext): Promise<void> {
  const current = (await ctx.payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })) as {
    updatedAt?: string
  }
  if (current.updatedAt && !ctx.overwriteGlobals) return
  await ctx.payload.updateGlobal({
    slug: 'search-settings',
    data: {
      synonyms: DEFAULT_SYNONYMS.map((group) => ({ phrases: group.join(', ') })),
      popularSearches: DEFAULT_POPULAR_SEARCHES.map((query) => ({ query })),
    },
    overrideAccess: true,
    context: seedWriteContext,
  })
}
