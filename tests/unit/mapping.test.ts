import { describe, expect, it } from 'vitest'
import type { Blog, Download, Event, Exam, Media, SiteSetting } from '@/payload-types'
import { toPublicBlog } from '@/content/blogs'
import { toPublicEvent, toPublicEventPhotos } from '@/content/events'
import { toExamPageContent, toPublicExam } from '@/content/exams'
import { groupByCategory, toDownloadList } from '@/content/downloads'
import { toPublicSiteSettings } from '@/content/siteSettings'
import { doc, p } from '@/seed/richText'

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const image = (id: number, filename: string | null): Media => ({ id, filename, alt: 'alt text', ...stamp }) as Media

describe('toPublicBlog', () => {
  const blog = {
    id: 7,
    title: 'Exam tips',
    slug: 'exam-tips',
    publishedAt: '2026-10-02T00:00:00.000Z',
    author: { firstName: 'Nadeesha', lastName: 'Perera' },
    thumbnail: image(1, 'thumb one.jpg'),
    backgroundImage: null,
    description: doc(p('Hello')),
    ...stamp,
  } as unknown as Blog

  it('uses the public API field names, image paths relative to the API host, and HTML', () => {
    expect(toPublicBlog(blog)).toEqual({
      id: 7,
      slug: 'exam-tips',
      title: 'Exam tips',
      description: '<p>Hello</p>',
      thumb_img: '/api/media/file/thumb%20one.jpg',
      bg_img: '/api/media/file/thumb%20one.jpg',
      published_at: '2026-10-02T00:00:00.000Z',
      author: { first_name: 'Nadeesha', last_name: 'Perera' },
    })
  })

  it('gives empty image paths when an image is missing or not populated', () => {
    expect(toPublicBlog({ ...blog, thumbnail: 3 } as unknown as Blog).thumb_img).toBe('')
  })
})

describe('toPublicExam', () => {
  it('maps the category to its slug and defaults missing banner fields', () => {
    const exam = {
      id: 1,
      name: 'Music',
      slug: 'music',
      category: { id: 2, name: 'Festival of Arts', slug: 'festival-of-arts' },
      description: null,
      banner_status: null,
      ...stamp,
    } as unknown as Exam
    expect(toPublicExam(exam)).toEqual({
      id: 1,
      name: 'Music',
      slug: 'music',
      category: 'festival-of-arts',
      description: '',
      banner_status: 0,
      banner_text: '',
      banner_link: '',
      questions: [],
    })
  })

  it('gives each question its answer as sanitised HTML', () => {
    const answer = {
      root: {
        type: 'root',
        version: 1,
        children: [
          { type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Yes <b>', version: 1, format: 0 }] },
        ],
      },
    }
    const exam = {
      id: 4,
      name: 'IG',
      slug: 'ig',
      category: 1,
      questions: [{ id: 'a', question: 'Can I resit?', answer }],
      ...stamp,
    } as unknown as Exam
    expect(toPublicExam(exam).questions).toEqual([{ question: 'Can I resit?', answer: '<p>Yes &lt;b&gt;</p>' }])
  })

  it('keeps the PTE form setting for the page, out of the public shape', () => {
    const exam = { id: 3, name: 'PTE', slug: 'pte', category: 1, showPteEnquiryForm: true, ...stamp } as unknown as Exam
    expect(toPublicExam(exam)).not.toHaveProperty('showPteEnquiryForm')
    expect(toExamPageContent(exam).showPteEnquiryForm).toBe(true)
    expect(toExamPageContent({ ...exam, showPteEnquiryForm: null }).showPteEnquiryForm).toBe(false)
  })
})

describe('events', () => {
  const event = {
    id: 4,
    title: 'Prize giving',
    slug: 'prize-giving',
    thumbnail: image(1, 't.jpg'),
    description: null,
    photos: [
      { id: 'a', image: image(2, 'p1.jpg') },
      { id: 'b', image: 9 },
    ],
    ...stamp,
  } as unknown as Event

  it('maps the event and its photos, the photo path in `slug`, skipping unpopulated images', () => {
    expect(toPublicEvent(event)).toEqual({
      id: 4,
      slug: 'prize-giving',
      title: 'Prize giving',
      description: '',
      thumb_img: '/api/media/file/t.jpg',
    })
    expect(toPublicEventPhotos(event)).toEqual([
      { id: 'a', event_id: 4, slug: '/api/media/file/p1.jpg', alt: 'alt text' },
    ])
  })
})

describe('downloads', () => {
  const cat = (id: number, name: string, order: number) => ({ id, name, order, ...stamp })
  const dl = (id: number, title: string, category: ReturnType<typeof cat>): Download =>
    ({ id, title, filename: `${id}.pdf`, category, ...stamp }) as unknown as Download

  it('lists each used category once, in category order, and groups files under them', () => {
    const forms = cat(1, 'Forms', 2)
    const timetables = cat(2, 'Timetables', 1)
    const list = toDownloadList([dl(10, 'A', forms), dl(11, 'B', timetables), dl(12, 'C', forms)])
    expect(list.downloadCats).toEqual([
      { id: 2, name: 'Timetables' },
      { id: 1, name: 'Forms' },
    ])
    expect(list.downloads[0]).toMatchObject({ id: 10, file: '/api/downloads/file/10.pdf', download_cat_id: 1 })
    expect(list.downloads[0].file_url).toMatch(/\/api\/downloads\/file\/10\.pdf$/)
    expect(groupByCategory(list).map((g) => [g.category.name, g.downloads.map((d) => d.title)])).toEqual([
      ['Timetables', ['B']],
      ['Forms', ['A', 'C']],
    ])
  })
})

describe('toPublicSiteSettings', () => {
  it('shows the popup only when it is enabled and has a poster', () => {
    const base = {
      id: 1,
      companyName: 'Lyceum Assessments',
      parentCompanyName: 'Lyceum Education Group',
      copyrightYear: null,
      pearsonPhone: { label: 'Pearson student service', number: '1' },
      generalPhone: { label: 'Other', number: '2' },
      email: 'info@example.lk',
      address: 'Colombo',
      popup: { enabled: true, poster: null, registrationUrl: 'https://r.example.lk' },
    } as unknown as SiteSetting
    expect(toPublicSiteSettings(base).popup.enabled).toBe(false)
    expect(toPublicSiteSettings(base).copyright_year).toBe(2023)
    const withPoster = { ...base, popup: { ...base.popup, poster: image(5, 'poster.jpg') } } as SiteSetting
    expect(toPublicSiteSettings(withPoster).popup).toEqual({
      enabled: true,
      poster: '/api/media/file/poster.jpg',
      registration_url: 'https://r.example.lk',
    })
  })

  it('names the two phone lines', () => {
    const doc = {
      pearsonPhone: { label: 'Pearson student service', number: '+94 1' },
      generalPhone: { label: 'Festival of Arts & IELTS/PTE', number: '+94 2' },
    } as unknown as SiteSetting
    expect(toPublicSiteSettings(doc).phones).toEqual({
      pearson: { label: 'Pearson student service', number: '+94 1' },
      general: { label: 'Festival of Arts & IELTS/PTE', number: '+94 2' },
    })
  })
})
