import type { Plugin } from 'payload'
import { seoPlugins } from '@/seo/plugin'
import { redirectsPlugins } from '@/redirects/collection'

/** What editors use to keep the site findable: SEO fields and the Page SEO global, and redirects. */
export const contentPlugins = (): Plugin[] => [...seoPlugins(), ...redirectsPlugins()]
