import { describe, expect, it } from 'vitest'
import { DRAFT_MODE_COOKIE, SESSION_COOKIE, mayBePreview, previewLink, safePagePath } from '@/lib/preview'

// The rules of a preview (decision 031) that need no server: where it may lead, and which requests may be one.

describe('safePagePath', () => {
  it('keeps a page of this site, with its query', () => {
    expect(safePagePath('/blog/my-post')).toBe('/blog/my-post')
    expect(safePagePath('/blogs?page=2')).toBe('/blogs?page=2')
    expect(safePagePath('/')).toBe('/')
  })

  it('refuses anything that could lead off the site, to the API or the admin (no open redirect)', () => {
    for (const raw of [
      null,
      '',
      'blog/x',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/%0d%0aLocation:%20x'.replace('%0d%0a', '\r\n'),
      'javascript:alert(1)',
      '/api/users',
      '/admin',
      '/sitemap.xml',
      `/${'a'.repeat(2100)}`,
    ])
      expect(safePagePath(raw), String(raw).slice(0, 40)).toBeNull()
  })

  it('normalises dot segments before deciding, so /x/../api is still refused', () => {
    expect(safePagePath('/blog/../api/users')).toBeNull()
    expect(safePagePath('/blog/./x')).toBe('/blog/x')
  })
})

describe('mayBePreview', () => {
  const jar =
    (...names: string[]) =>
    (name: string) =>
      names.includes(name)

  it('needs both the draft-mode cookie and a session cookie, on a page', () => {
    expect(mayBePreview('/blog/x', jar(DRAFT_MODE_COOKIE, SESSION_COOKIE))).toBe(true)
    expect(mayBePreview('/blog/x', jar(DRAFT_MODE_COOKIE))).toBe(false)
    expect(mayBePreview('/blog/x', jar(SESSION_COOKIE))).toBe(false)
  })

  it('never makes the API, feeds, the sitemap or files a preview', () => {
    for (const path of ['/api/get-all-blogs', '/sitemap.xml', '/robots.txt', '/admin', '/_next/static/x.js'])
      expect(mayBePreview(path, jar(DRAFT_MODE_COOKIE, SESSION_COOKIE)), path).toBe(false)
    expect(mayBePreview('/examinations/pearson/ias-ial-examinations', jar(DRAFT_MODE_COOKIE, SESSION_COOKIE))).toBe(
      true,
    )
  })
})

it('previewLink names the page as one encoded parameter', () => {
  expect(previewLink('/blogs?page=2')).toBe('/api/preview?path=%2Fblogs%3Fpage%3D2')
})
