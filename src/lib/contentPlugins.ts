import type { Plugin } from 'payload'
import { seoPlugins } from '@/seo/plugin'
import { redirectsPlugins } from '@/redirects/collection'
import { searchPlugins } from '@/search/plugin'

/** What keeps the site findable: SEO fields and the Page SEO global, redirects, and the search index. */
export const contentPlugins = (): Plugin[] => [...seoPlugins(), ...redirectsPlugins(), ...searchPlugins()]
