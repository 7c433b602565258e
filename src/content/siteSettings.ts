import 'server-only'
import { cache } from 'react'
import type { SiteSetting } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { mediaPath } from '@/lib/urls'
import { readOptions } from './preview'

export type PublicSocialData = { facebook: string; instagram: string; linkedin: string; youtube: string }
export type PublicBanner = { banner_text: string; banner_link: string }
export type PublicPhoneLine = { label: string; number: string }
export type PublicGroupUnit = { name: string; image: string; text: string; links: { label: string; url: string }[] }
export type PublicSiteSettings = {
  company_name: string
  parent_company_name: string
  footer_description: string
  copyright_year: number
  phones: {
    /** The Pearson student service line. */
    pearson: PublicPhoneLine
    /** The Festival of Arts and IELTS/PTE line. */
    general: PublicPhoneLine
  }
  email: string
  address: string
  maps_link: string
  map_embed_url: string
  website: string
  social: PublicSocialData
  sister_sites: { name: string; url: string }[]
  popup: { enabled: boolean; poster: string; registration_url: string }
  group_units: PublicGroupUnit[]
}

export function toPublicSocialData(doc: SiteSetting): PublicSocialData {
  return {
    facebook: doc.social?.facebook ?? '',
    instagram: doc.social?.instagram ?? '',
    linkedin: doc.social?.linkedin ?? '',
    youtube: doc.social?.youtube ?? '',
  }
}

export function toPublicSiteSettings(doc: SiteSetting): PublicSiteSettings {
  return {
    // A never-saved global has none of its defaults: the field's default stands until staff save.
    company_name: doc.companyName ?? 'Lyceum Assessments',
    parent_company_name: doc.parentCompanyName ?? 'Lyceum Education Group',
    footer_description: doc.footerDescription ?? '',
    copyright_year: doc.copyrightYear ?? 2023,
    phones: {
      // Empty until staff save the settings (a site set up without demo content).
      pearson: { label: doc.pearsonPhone?.label ?? '', number: doc.pearsonPhone?.number ?? '' },
      general: { label: doc.generalPhone?.label ?? '', number: doc.generalPhone?.number ?? '' },
    },
    email: doc.email ?? '',
    address: doc.address ?? '',
    maps_link: doc.mapsLink ?? '',
    map_embed_url: doc.mapEmbedUrl ?? '',
    website: doc.website ?? '',
    social: toPublicSocialData(doc),
    sister_sites: (doc.sisterSites ?? []).map((s) => ({ name: s.name, url: s.url })),
    popup: {
      enabled: Boolean(doc.popup?.enabled && doc.popup.poster),
      poster: mediaPath(doc.popup?.poster),
      registration_url: doc.popup?.registrationUrl ?? '',
    },
    group_units: (doc.groupUnits ?? []).map((u) => ({
      name: u.name,
      image: mediaPath(u.image),
      text: u.text,
      links: (u.links ?? []).map((l) => ({ label: l.label, url: l.url })),
    })),
  }
}

// Once per render: the header, the footer, the structured data and the page each ask for them.
const readSettings = cache(async (): Promise<SiteSetting> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 1, ...(await readOptions()) })
})

export async function getSiteSettings(): Promise<PublicSiteSettings> {
  return toPublicSiteSettings(await readSettings())
}

/** The /api/get-site-settings shape (docs/api.md): the same facts, the phone lines as a list, Pearson's first. */
export async function getSiteSettingsJson() {
  const settings = await getSiteSettings()
  return { ...settings, phones: [settings.phones.pearson, settings.phones.general] }
}

export async function getSocialData(): Promise<PublicSocialData> {
  return toPublicSocialData(await readSettings())
}

export async function getHomeBanner(): Promise<PublicBanner> {
  const doc = await readSettings()
  return { banner_text: doc.homeBanner?.banner_text ?? '', banner_link: doc.homeBanner?.banner_link ?? '' }
}
