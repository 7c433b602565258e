import { describe, expect, it } from 'vitest'
import { canonicalUrl, isCacheableRequest, isPagePath, isPageRequest, routeOf } from '../../server/routes.mjs'

describe('canonicalUrl', () => {
  it('keeps only the parameters a route reads, in one order', () => {
    expect(canonicalUrl('/')).toBe('/')
    expect(canonicalUrl('/?utm_source=x&fbclid=y')).toBe('/')
    expect(canonicalUrl('/blog/a-post?x=1')).toBe('/blog/a-post')
    expect(canonicalUrl('/blogs?page=2&x=1')).toBe('/blogs?page=2')
    expect(canonicalUrl('/blogs?x=1&page=2&page=3')).toBe('/blogs?page=2')
    expect(canonicalUrl('/blogs?page=')).toBe('/blogs')
    expect(canonicalUrl('/gallery?page=3&utm_medium=mail')).toBe('/gallery?page=3')
    expect(canonicalUrl('/api/get-all-blogs?limit=5&page=2&junk=1')).toBe('/api/get-all-blogs?page=2&limit=5')
    expect(canonicalUrl('/api/get-banner?cachebuster=123')).toBe('/api/get-banner')
    // An API call answers 400 for an empty or repeated parameter (docs/api.md): the key keeps them as asked.
    expect(canonicalUrl('/api/get-exam-calendar?exam=')).toBe('/api/get-exam-calendar?exam=')
    expect(canonicalUrl('/api/get-exam-calendar?exam=ielts&exam=pte&x=1')).toBe(
      '/api/get-exam-calendar?exam=ielts&exam=pte',
    )
    expect(canonicalUrl('/api/get-all-blogs?page=&limit=5')).toBe('/api/get-all-blogs?page=&limit=5')
    expect(canonicalUrl('/exam-calendar?exam=')).toBe('/exam-calendar')
  })
})

describe('isCacheableRequest', () => {
  it.each([
    ['GET', '/', {}, true],
    ['HEAD', '/blogs', {}, true],
    ['GET', '/blog/some-post?page=2', {}, true],
    ['GET', '/sitemap.xml', {}, true],
    ['GET', '/robots.txt', {}, true],
    ['GET', '/api/get-all-blogs', {}, true],
    ['GET', '/api/get-single-blog/some-post', {}, true],
    ['GET', '/api/frontend-slider', {}, true],
    ['POST', '/contact-us', {}, false],
    ['POST', '/api/contact-us', {}, false],
    ['GET', '/admin', {}, false],
    ['GET', '/admin/collections/blogs', {}, false],
    ['GET', '/api/blogs', {}, false],
    ['GET', '/api/users/me', {}, false],
    ['GET', '/api/media/file/poster.jpg', {}, false],
    ['GET', '/_next/static/chunks/app.js', {}, false],
    ['GET', '/og-image.jpg', {}, false],
    ['GET', '/blogs', { rsc: '1' }, false],
    ['GET', '/blogs', { 'next-router-prefetch': '1' }, false],
    ['GET', '/blogs', { cookie: 'theme=dark; payload-token=abc' }, false],
    ['GET', '/blogs', { cookie: 'theme=dark' }, true],
    ['GET', '/api/get-all-blogs', { authorization: 'JWT abc' }, false],
    ['GET', '/contact-us?form-result=AAAAAAAAAAAAAAAAAAAAAA', {}, false],
    ['GET', '/contact-us?x=1&form-result=AAAAAAAAAAAAAAAAAAAAAA', {}, false],
    // An entry form is the same for everyone (it carries no key); a status or reminders link belongs to one visitor.
    ['GET', '/enter/exam/12', {}, true],
    ['GET', '/enter/class/3', {}, true],
    ['GET', '/enter/exam/12?form-result=AAAAAAAAAAAAAAAAAAAAAA', {}, false],
    ['GET', '/entries/Zx9_secret-token', {}, false],
    ['GET', '/reminders/Zx9_secret-token', {}, false],
    ['GET', '/entries-and-more', {}, true],
    ['GET', '/entries/return?order_id=LA-1&check=abc', {}, false],
    // A page the same for everyone under a per-visitor folder: its own route, cached.
    ['GET', '/reminders/check-your-inbox', {}, true],
    ['GET', '/exam-calendar/ielts.ics', {}, true],
    // An API route is cached only when its cache.mjs says so; Payload's REST never.
    ['GET', '/api/health', {}, false],
    ['GET', '/api/get-no-such-thing', {}, false],
  ])('%s %s %j → %s', (method, url, headers, expected) => {
    expect(isCacheableRequest(method, url, headers)).toBe(expected)
  })
})

describe('isPageRequest', () => {
  // Every page is rendered through the server's renderer (light, the 404 page), cached or not.
  it.each([
    ['GET', '/', {}, true],
    ['HEAD', '/blogs', {}, true],
    ['GET', '/contact-us?form-result=AAAAAAAAAAAAAAAAAAAAAA', {}, true],
    ['GET', '/blogs', { cookie: 'payload-token=abc' }, true],
    ['GET', '/no-such-page', {}, true],
    ['POST', '/contact-us', {}, false],
    ['GET', '/api/get-all-blogs', {}, false],
    ['GET', '/admin', {}, false],
    ['GET', '/_next/static/chunks/app.js', {}, false],
    ['GET', '/og-image.jpg', {}, false],
    ['GET', '/blogs', { rsc: '1' }, false],
    ['GET', '/blogs', { 'next-action': 'abc' }, false],
  ])('%s %s %j → %s', (method, url, headers, expected) => {
    expect(isPageRequest(method, url, headers)).toBe(expected)
  })
})

describe('routeOf', () => {
  it('finds the route a path names, a static folder before a dynamic one', () => {
    expect(routeOf('/blogs')).toEqual({ path: '/blogs', query: ['page'], cached: true })
    expect(routeOf('/entries/Zx9_secret-token')?.path).toBe('/entries/[token]')
    expect(routeOf('/entries/return')?.path).toBe('/entries/return')
    expect(routeOf('/reminders/check-your-inbox')).toMatchObject({ path: '/reminders/check-your-inbox', cached: true })
    expect(routeOf('/reminders/Zx9_secret-token')).toMatchObject({ path: '/reminders/[token]', cached: false })
    expect(routeOf('/examinations/pearson/ias-ial-examinations')?.path).toBe('/examinations/[category]/[slug]')
    expect(routeOf('/exam-calendar/ielts.ics')?.path).toBe('/exam-calendar/[feed]')
    expect(routeOf('/exam-calendar.ics')?.path).toBe('/exam-calendar.ics')
    expect(routeOf('/api/get-single-blog/a-post')?.cached).toBe(true)
    expect(routeOf('/api/get-single-blog/a/b')).toBeUndefined()
    expect(routeOf('/no-such-page')).toBeUndefined()
  })
})

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/examinations/pearson/ias-ial-examinations', true],
    ['/no-such-page', true],
    ['/.well-known', true],
    ['/admin', false],
    ['/admin/collections/blogs', false],
    ['/api/get-all-blogs', false],
    ['/_next/static/chunks/app.js', false],
    ['/sitemap.xml', false],
    ['/exam-calendar/ielts.ics', false],
    ['/og-image.jpg', false],
  ])('%s → %s', (path, expected) => {
    expect(isPagePath(path)).toBe(expected)
  })
})
