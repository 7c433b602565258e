import { beforeAll, describe, expect, it } from 'vitest'
import { call, testPayload } from '../support/int/payload'
import * as examMenu from '@/app/(site)/api/get-examinations-category/[category]/route'
import * as examHeader from '@/app/(site)/api/get-exams-category/[category]/route'
import * as singleExam from '@/app/(site)/api/get-single-exam/[slug]/route'
import * as examDownloads from '@/app/(site)/api/get-exam-downloads/[slug]/route'
import * as allBlogs from '@/app/(site)/api/get-all-blogs/route'
import * as singleBlog from '@/app/(site)/api/get-single-blog/[slug]/route'
import * as allEvents from '@/app/(site)/api/get-all-events/route'
import * as singleEvent from '@/app/(site)/api/get-single-event/[slug]/route'

beforeAll(async () => {
  await testPayload()
})

describe('GET /api/get-examinations-category/{category}', () => {
  it('lists the Pearson exams as { name, slug } in menu order', async () => {
    const res = await call(examMenu.GET, '/api/get-examinations-category/pearson', { category: 'pearson' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { name: string; slug: string }[]
    expect(body.length).toBeGreaterThanOrEqual(4)
    for (const entry of body) expect(Object.keys(entry).sort()).toEqual(['name', 'slug'])
    expect(body.map((e) => e.slug)).toEqual(
      expect.arrayContaining([
        'pte--pearson-test-of-english-',
        'ias-ial-examinations',
        'international-gcse--ig--examinations',
      ]),
    )
    expect(body[0].slug).toBe('international-gcse--ig--examinations')
  })

  it('lists the Festival of Arts exams separately', async () => {
    const res = await call(examMenu.GET, '/api/get-examinations-category/festival-of-arts', {
      category: 'festival-of-arts',
    })
    const body = (await res.json()) as { slug: string }[]
    expect(body.map((e) => e.slug)).toContain('speech-and-drama')
    expect(body.map((e) => e.slug)).not.toContain('ias-ial-examinations')
  })

  it('answers 404 with a JSON message for an unknown category', async () => {
    const res = await call(examMenu.GET, '/api/get-examinations-category/nope', { category: 'nope' })
    expect(res.status).toBe(404)
    expect((await res.json()).message).toMatch(/nope/)
  })
})

describe('GET /api/get-exams-category/{category}', () => {
  it('returns the category with its header title and image path, as an array', async () => {
    const res = await call(examHeader.GET, '/api/get-exams-category/pearson', { category: 'pearson' })
    const [category] = await res.json()
    expect(category).toMatchObject({ name: 'Pearson', slug: 'pearson', header_title: 'Pearson Edexcel Examinations' })
    expect(category.header_image).toMatch(/^\/api\/media\/file\/exam-header-pearson.*\.jpg$/)
  })

  it('answers 404 for an unknown category', async () => {
    expect((await call(examHeader.GET, '/x', { category: 'x' })).status).toBe(404)
  })
})

describe('GET /api/get-single-exam/{slug}', () => {
  it('returns an array whose first item is the exam with the public API fields and sanitised HTML', async () => {
    const res = await call(singleExam.GET, '/', { slug: 'pte--pearson-test-of-english-' })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Array.isArray(body)).toBe(true)
    expect(body[0]).toMatchObject({
      name: 'PTE (Pearson Test of English)',
      slug: 'pte--pearson-test-of-english-',
      category: 'pearson',
      banner_status: 6,
    })
    expect(typeof body[0].banner_text).toBe('string')
    expect(typeof body[0].banner_link).toBe('string')
    expect(body[0].description).toContain('<p>')
  })

  it('answers 404 with a JSON error for an unknown slug', async () => {
    const res = await call(singleExam.GET, '/', { slug: 'no-such-exam' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'No exam with the slug "no-such-exam".' })
  })
})

describe('GET /api/get-exam-downloads/{slug}', () => {
  it('returns downloads with file paths under the files host and the categories they use', async () => {
    const res = await call(examDownloads.GET, '/', { slug: 'international-gcse--ig--examinations' })
    const body = await res.json()
    expect(Object.keys(body).sort()).toEqual(['downloadCats', 'downloads'])
    expect(body.downloads.length).toBe(3)
    const catIds = body.downloadCats.map((c: { id: number }) => c.id)
    for (const d of body.downloads) {
      expect(d.file).toMatch(/^\/api\/downloads\/file\/.+\.pdf$/)
      expect(d.file_url).toBe(`https://files.example.lk${d.file}`)
      expect(catIds).toContain(d.download_cat_id)
    }
    expect(new Set(catIds).size).toBe(catIds.length)
  })

  it('returns empty lists for an exam without downloads, and 404 for an unknown exam', async () => {
    const empty = await (await call(examDownloads.GET, '/', { slug: 'music-performance' })).json()
    expect(empty).toEqual({ downloads: [], downloadCats: [] })
    expect((await call(examDownloads.GET, '/', { slug: 'nope' })).status).toBe(404)
  })
})

describe('blogs', () => {
  it('GET /api/get-all-blogs lists published blogs newest first with the public API field names', async () => {
    const res = await call(allBlogs.GET, '/api/get-all-blogs')
    const body = await res.json()
    expect(body.length).toBeGreaterThanOrEqual(4)
    expect(Object.keys(body[0]).sort()).toEqual(
      ['author', 'bg_img', 'description', 'id', 'published_at', 'slug', 'thumb_img', 'title'].sort(),
    )
    expect(body[0].author).toEqual({ first_name: expect.any(String), last_name: expect.any(String) })
    expect(body[0].thumb_img).toMatch(/^\/api\/media\/file\//)
    const dates = body.map((b: { published_at: string }) => Date.parse(b.published_at))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  it('pages the list when ?page is given, with totals in headers', async () => {
    const res = await call(allBlogs.GET, '/api/get-all-blogs?page=2&limit=2')
    expect(res.status).toBe(200)
    expect(await res.json()).toHaveLength(2)
    expect(res.headers.get('X-Page')).toBe('2')
    expect(Number(res.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(4)
  })

  it('rejects bad paging with a 400 that names the parameter', async () => {
    const res = await call(allBlogs.GET, '/api/get-all-blogs?page=abc')
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toHaveProperty('page')
  })

  it('GET /api/get-single-blog/{slug} returns an array with the post, 404 otherwise', async () => {
    const [first] = await (await call(allBlogs.GET, '/api/get-all-blogs')).json()
    const res = await call(singleBlog.GET, '/', { slug: first.slug })
    const body = await res.json()
    expect(body).toHaveLength(1)
    expect(body[0].slug).toBe(first.slug)
    expect(body[0].description).toMatch(/<p>/)
    expect((await call(singleBlog.GET, '/', { slug: 'missing' })).status).toBe(404)
  })
})

describe('events', () => {
  it('GET /api/get-all-events lists events with id, slug, title, description, thumb_img', async () => {
    const body = await (await call(allEvents.GET, '/api/get-all-events')).json()
    expect(body).toHaveLength(3)
    expect(Object.keys(body[0]).sort()).toEqual(['description', 'id', 'slug', 'thumb_img', 'title'])
  })

  it('GET /api/get-single-event/{slug} returns { event: [..], eventphotos: [..] }, photo paths in slug', async () => {
    const body = await (await call(singleEvent.GET, '/', { slug: 'festival-of-arts-prize-giving-2026' })).json()
    expect(body.event[0].title).toBe('Festival of Arts Prize Giving 2026')
    expect(body.eventphotos.length).toBe(4)
    for (const photo of body.eventphotos) {
      expect(photo.slug).toMatch(/^\/api\/media\/file\/event-1-scene-\d\.jpg$/)
      expect(photo.event_id).toBe(body.event[0].id)
    }
  })

  it('returns no photos for the event without any, and 404 for an unknown event', async () => {
    const body = await (await call(singleEvent.GET, '/', { slug: 'ielts-open-day-at-nugegoda' })).json()
    expect(body.eventphotos).toEqual([])
    expect((await call(singleEvent.GET, '/', { slug: 'nope' })).status).toBe(404)
  })
})
