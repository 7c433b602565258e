import type { Payload } from 'payload'
import { ABOUT_MISSION, ABOUT_VISION } from '@/components/about/missionVision'
import { toCentreText } from '@/content/centrePage'
import { pointsOf, toIeltsText } from '@/content/ieltsPage'
import { toPublicContactPage, toPublicWebsiteDescription } from '@/content/pages'
import { toPublicSiteSettings } from '@/content/siteSettings'
import { htmlToSearchText, richTextToPlain, type SearchEntry } from './entry'

// The site's fixed pages, matched like indexed documents: their titles and the words they show,
// read from the published page globals where staff edit them, and from the pages' own copy otherwise.
// Few and small, so they are read on each search rather than indexed.

const plain = htmlToSearchText

export async function fixedPages(payload: Payload): Promise<SearchEntry[]> {
  // What a visitor sees: published globals only, never a draft.
  const read = { overrideAccess: false as const, depth: 0 }
  const [settingsDoc, descriptionDoc, contactDoc, departmentsDoc, centreDoc, ieltsDoc] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', ...read }),
    payload.findGlobal({ slug: 'website-description', ...read }),
    payload.findGlobal({ slug: 'contact-page', ...read }),
    payload.findGlobal({ slug: 'department-introduction', ...read }),
    payload.findGlobal({ slug: 'centre-page', ...read }),
    payload.findGlobal({ slug: 'ielts-page', ...read }),
  ])
  const centre = toCentreText(centreDoc)
  const ielts = toIeltsText(ieltsDoc)
  const settings = toPublicSiteSettings(settingsDoc)
  const description = toPublicWebsiteDescription(descriptionDoc)
  const contact = toPublicContactPage(contactDoc)
  const company = settings.company_name
  return [
    {
      title: company,
      path: '/',
      text: [
        'What we do. Download Materials: timetables, forms and guides for candidates and parents. Vision and Mission.',
        plain(description.lyceum_assessment),
        plain(description.vision),
        plain(description.mission),
      ].join(' '),
    },
    {
      title: `About ${company}`,
      path: '/about-us',
      text: [
        descriptionDoc.aboutIntro ?? '',
        settings.parent_company_name,
        plain(description.lyceum_education_group),
        plain(description.lyceum_assessment),
        `Mission. ${ABOUT_MISSION} Vision. ${ABOUT_VISION} Our Values.`,
        descriptionDoc.valuesIntro ?? '',
      ].join(' '),
    },
    {
      title: 'IELTS Preparation Course',
      path: '/examinations/IELTS',
      text: [
        'IELTS preparation classes in Sri Lanka: individual, group and crash courses online.',
        ielts.tagline,
        ielts.reasonsIntro,
        ...ielts.reasons.map((r) => `${r.title}: ${r.text} ${pointsOf(r.points).join(', ')}`),
        'What is IELTS?',
        ielts.aboutIntro,
        ielts.recognition.text,
        ...ielts.uses.map((u) => `${u.title}: ${u.text}`),
        'Compare courses and prices, and enquire.',
        ielts.coursesIntro,
      ].join(' '),
    },
    {
      title: 'Centre for School Excellence',
      path: '/centre-for-school-excellence',
      text: [
        'School inspections in Sri Lanka.',
        centre.tagline,
        centre.about,
        centre.pillarsIntro,
        ...[...centre.pillars, ...centre.reasons, ...centre.steps].map((t) => `${t.title}: ${t.text}`),
      ].join(' '),
    },
    {
      title: 'Contact us',
      path: '/contact-us',
      text: [
        contact.headline,
        contact.description,
        `Departments: ${contact.departments.map((d) => d.name).join(', ')}.`,
        'Send us a message: we reply within one working day. Find us:',
        settings.address,
        settings.email,
      ].join(' '),
    },
    {
      title: departmentsDoc.title,
      path: '/department-introduction',
      text: richTextToPlain(departmentsDoc.content),
    },
    {
      title: 'Blogs',
      path: '/blogs',
      text:
        'News and advice: exam preparation tips, IELTS and PTE advice, Festival of ' +
        'Arts stories and school improvement insights for candidates and parents.',
    },
    {
      title: 'Gallery',
      path: '/gallery',
      text: 'Photos from our prize givings, results days, open days and festival performances at the Festival of Arts.',
    },
  ]
}
