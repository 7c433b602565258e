import 'server-only'
import { cache } from 'react'
import type { ContactPage, DepartmentIntroduction, WebsiteDescription } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { richTextToHtml } from '@/lib/richText'
import { mediaPath } from '@/lib/urls'
import { readOptions } from './preview'
import { getSiteSettings, type PublicSiteSettings } from './siteSettings'

export type PublicWebsiteDescription = {
  lyceum_assessment: string
  lyceum_education_group: string
  mission: string
  vision: string
}
export type PublicValueDescription = { description: string; about_intro: string }
export type PublicDepartment = { key: string; name: string; email: string; phone: string; whatsapp: string }
export type PublicContactPage = { headline: string; description: string; departments: PublicDepartment[] }
export type PublicDepartmentIntroduction = { title: string; image: string; content: string }

export function toPublicWebsiteDescription(doc: WebsiteDescription): PublicWebsiteDescription {
  return {
    lyceum_assessment: richTextToHtml(doc.lyceum_assessment),
    lyceum_education_group: richTextToHtml(doc.lyceum_education_group),
    mission: richTextToHtml(doc.mission),
    vision: richTextToHtml(doc.vision),
  }
}

export function toPublicContactPage(doc: ContactPage): PublicContactPage {
  return {
    headline: doc.headline,
    description: doc.description ?? '',
    departments: (doc.departments ?? []).map((d) => ({
      key: d.key,
      name: d.name,
      email: d.email,
      phone: d.phone,
      whatsapp: d.whatsapp ?? '',
    })),
  }
}

async function readDescription(): Promise<WebsiteDescription> {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'website-description', depth: 1, ...(await readOptions()) })
}

export async function getWebsiteDescription(): Promise<PublicWebsiteDescription> {
  return toPublicWebsiteDescription(await readDescription())
}

export async function getValueDescription(): Promise<PublicValueDescription> {
  const doc = await readDescription()
  return { description: doc.valuesIntro ?? '', about_intro: doc.aboutIntro ?? '' }
}

/** Once per render: the footer and the structured data of every page read it. */
export const getContactPage = cache(async (): Promise<PublicContactPage> => {
  const payload = await payloadClient()
  return toPublicContactPage(await payload.findGlobal({ slug: 'contact-page', ...(await readOptions()) }))
})

export async function getDepartmentIntroduction(): Promise<PublicDepartmentIntroduction> {
  const payload = await payloadClient()
  const doc: DepartmentIntroduction = await payload.findGlobal({
    slug: 'department-introduction',
    depth: 1,
    ...(await readOptions()),
  })
  return { title: doc.title, image: mediaPath(doc.image), content: richTextToHtml(doc.content) }
}

export type DepartmentKey = NonNullable<ContactPage['departments']>[number]['key']
export type DepartmentContact = { name: string; phone: string; email: string; whatsapp: string }

const fallbackNames: Record<DepartmentKey, string> = {
  pearson: 'Pearson Edexcel Exams',
  'festival-of-arts': 'Festival of Arts',
  'ielts-pte': 'IELTS | PTE Classes',
}

/**
 * How to reach one department: the contact page's entry is the one source every page prints, so the
 * IELTS, PTE and contact pages never disagree. Without that entry: the site settings' line for it
 * (Pearson's, or the general line) and the site e-mail, and no WhatsApp.
 */
export function departmentContact(
  page: PublicContactPage,
  settings: PublicSiteSettings,
  key: DepartmentKey,
): DepartmentContact {
  const d = page.departments.find((x) => x.key === key)
  if (d) return { name: d.name, phone: d.phone, email: d.email, whatsapp: d.whatsapp }
  const line = key === 'pearson' ? settings.phones.pearson : settings.phones.general
  return { name: fallbackNames[key], phone: line.number, email: settings.email, whatsapp: '' }
}

export async function getDepartmentContact(key: DepartmentKey): Promise<DepartmentContact> {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()])
  return departmentContact(page, settings, key)
}
