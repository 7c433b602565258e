import type { PublicWebsiteDescription } from '@/content/pages'

/**
 * The home page's Vision and Mission cards, reproducing the legacy swap (decisions.md point 4):
 * the card titled Vision shows the `mission` field and the card titled Mission the `vision` field.
 */
export function visionMissionCards(d: Pick<PublicWebsiteDescription, 'mission' | 'vision'>) {
  return [
    { title: 'Vision', html: d.mission },
    { title: 'Mission', html: d.vision },
  ]
}
