import type { Field, GlobalConfig } from 'payload'
import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import { contentGlobalAccess } from '@/access'
import { globalPurgesPublicCache } from '@/lib/publicCache'

// Search and link-preview texts of the site's fixed pages (no document of their own to carry them):
// one tab per page, each with the SEO plugin's `meta` group (title, description, image).

export const STATIC_PAGES = {
  home: { label: 'Home', path: '/' },
  aboutUs: { label: 'About us', path: '/about-us' },
  ielts: { label: 'IELTS', path: '/examinations/IELTS' },
  pteContact: { label: 'PTE enquiries', path: '/examinations/pte-contact' },
  centreForSchoolExcellence: { label: 'Centre for School Excellence', path: '/centre-for-school-excellence' },
  blogs: { label: 'Blogs', path: '/blogs' },
  gallery: { label: 'Gallery', path: '/gallery' },
  blogsAndGallery: { label: 'Blogs & Gallery', path: '/blogs-and-gallery' },
  contactUs: { label: 'Contact us', path: '/contact-us' },
  departmentIntroduction: { label: 'Department introduction', path: '/department-introduction' },
} as const
export type StaticPage = keyof typeof STATIC_PAGES

function metaGroup(page: StaticPage): Field {
  return {
    name: 'meta',
    label: 'SEO',
    type: 'group',
    admin: {
      description:
        'What search engines and link previews show for ' +
        `${STATIC_PAGES[page].path}. Empty fields keep the site's defaults.`,
    },
    fields: [
      OverviewField({
        titlePath: `${page}.meta.title`,
        descriptionPath: `${page}.meta.description`,
        imagePath: `${page}.meta.image`,
      }),
      MetaTitleField({ hasGenerateFn: false }),
      MetaDescriptionField({ hasGenerateFn: false }),
      MetaImageField({ hasGenerateFn: false, relationTo: 'media' }),
      PreviewField({
        hasGenerateFn: false,
        titlePath: `${page}.meta.title`,
        descriptionPath: `${page}.meta.description`,
      }),
    ],
  }
}

export const PageSeo: GlobalConfig = globalPurgesPublicCache({
  slug: 'page-seo',
  label: 'Page SEO',
  admin: { group: 'Pages', description: 'Titles, descriptions and share images of the fixed pages.' },
  access: contentGlobalAccess,
  fields: [
    {
      type: 'tabs',
      tabs: (Object.keys(STATIC_PAGES) as StaticPage[]).map((page) => ({
        name: page,
        label: STATIC_PAGES[page].label,
        fields: [metaGroup(page)],
      })),
    },
  ],
})
