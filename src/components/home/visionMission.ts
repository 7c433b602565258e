import type { PublicWebsiteDescription } from '@/content/pages'

/**
 * The home page's Vision and Mission cards, swapped on purpose as on the company's previous site
 * (docs/product.md, Home): the card titled Vision shows the `mission` field, Mission the `vision` field.
 */
export function visionMissionCards(d: Pick<PublicWebsiteDescription, 'mission' | 'vision'>) {
  return [
    { title: 'Vision', html: d.mission },
    { title: 'Mission', html: d.vision },
  ]
}
