import { describe, expect, it } from 'vitest'
import type { Blog, Event, Media } from '@/payload-types'
import { toBlogListItem, toPublicBlog } from '@/content/blogs'
import { toEventListItem } from '@/content/events'
import { richTextExcerpt } from '@/lib/richTextExcerpt'
import { bold, doc, h, link, p } from '@/seed/richText'

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const image = (id: number, filename: string): Media => ({ id, filename, alt: 'alt text', ...stamp }) as Media
const long = doc(h(2, 'Plan early'), p('Start ', bold('six weeks'), ' before the exam.'), p(...Array(60).fill('word ')))

describe('richTextExcerpt', () => {
  it('joins the blocks with spaces and keeps inline text, links included', () => {
    const text = doc(h(2, 'Results day'), p('Call ', link('us', 'https://example.lk'), ' & ', bold('ask'), '.'))
    expect(richTextExcerpt(text)).toBe('Results day Call us & ask.')
  })

  it('cuts a long text at a word boundary, under the limit, with an ellipsis', () => {
    const excerpt = richTextExcerpt(long, 60)
    expect(excerpt.length).toBeLessThanOrEqual(60)
    expect(excerpt).toMatch(/^Plan early Start six weeks before the exam\. word( word)*…$/)
  })

  it('is empty for anything that is not editor rich text', () => {
    for (const value of [null, undefined, 'text', { root: null }, {}]) expect(richTextExcerpt(value)).toBe('')
  })
})

describe('the list shapes', () => {
  const blog = {
    id: 7,
    title: 'Exam tips',
    slug: 'exam-tips',
    publishedAt: '2026-10-02T00:00:00.000Z',
    author: { firstName: 'Nadeesha', lastName: 'Perera' },
    thumbnail: image(1, 'thumb.jpg'),
    backgroundImage: null,
    description: long,
    ...stamp,
  } as unknown as Blog

  it('a blog in a list has the single blog fields, its description a short plain-text excerpt', () => {
    const item = toBlogListItem(blog)
    const full = toPublicBlog(blog)
    expect({ ...item, description: '' }).toEqual({ ...full, description: '' })
    expect(full.description).toContain('<h2>')
    expect(item.description).not.toMatch(/[<>]/)
    expect(item.description.length).toBeLessThanOrEqual(200)
    expect(item.description.startsWith('Plan early Start six weeks')).toBe(true)
  })

  it('an event in a list has id, slug, title, an excerpt and its thumbnail', () => {
    const event = {
      id: 4,
      title: 'Prize giving',
      slug: 'prize-giving',
      thumbnail: image(2, 't.jpg'),
      description: long,
      photos: [],
    }
    expect(toEventListItem({ ...event, ...stamp } as unknown as Event)).toEqual({
      id: 4,
      slug: 'prize-giving',
      title: 'Prize giving',
      description: richTextExcerpt(long),
      thumb_img: '/api/media/file/t.jpg',
    })
  })
})
