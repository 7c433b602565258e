import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { newStaff, rest, signIn } from '../support/int/staff'
import { loadRedirectTable } from '@/redirects/table'
import { findRedirect } from '../../server/redirects.mjs'

// Redirects editors save: normalised, unique, never a loop, never over the site's own routes.

let payload: Payload
let token: string
let blogId: number
let run = 0
const madeBlogs: number[] = []

const uniq = () => `/r${Date.now().toString(36)}${++run}`
const custom = (from: string, url: string, type: '307' | '308' = '308') => ({ from, to: { type: 'custom', url }, type })

async function save(body: unknown, id?: number) {
  const res = id
    ? await rest('PATCH', `/api/redirects/${id}`, { body, token })
    : await rest('POST', '/api/redirects', { body, token })
  const json = (await res.json()) as {
    doc?: { id: number; from: string }
    errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[]
  }
  return {
    status: res.status,
    doc: json.doc,
    messages: (json.errors ?? []).flatMap((e) => e.data?.errors?.map((f) => f.message) ?? [e.message]),
  }
}

// Later test files count the demo content: leave none of ours behind.
afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { id: { exists: true } }, overrideAccess: true })
  for (const id of madeBlogs) await payload.delete({ collection: 'blogs', id, overrideAccess: true })
})

beforeAll(async () => {
  payload = await testPayload()
  const staff = await newStaff(payload, 'admin')
  token = ((await (await signIn(staff.email, staff.password)).json()) as { token: string }).token
  const blog = await payload.find({
    collection: 'blogs',
    limit: 1,
    where: { _status: { equals: 'published' } },
    overrideAccess: true,
  })
  blogId = blog.docs[0].id
})

describe('redirects: normalisation', () => {
  it('keeps the query, adds a leading slash, drops a trailing one, reduces our own full URLs to the path', async () => {
    const base = uniq()
    expect((await save(custom(`  ${base.slice(1)}/  `, '/blogs'))).doc?.from).toBe(base)
    expect((await save(custom(`${base}x/?p=123`, '/blogs'))).doc?.from).toBe(`${base}x?p=123`)
    expect((await save(custom(`http://localhost:3999${base}y?p=7#top`, '/blogs'))).doc?.from).toBe(`${base}y?p=7`)
    const wordpress = await save(custom('/?p=99123', '/blogs'))
    expect(wordpress.status).toBe(201)
    expect(wordpress.doc?.from).toBe('/?p=99123')
  })

  it('refuses another site’s address, the admin, the APIs and Next’s assets as a source', async () => {
    for (const [from, words] of [
      ['https://elsewhere.example.com/page', 'only start on this site'],
      ['/admin/collections/users', '/admin, /api and /_next'],
      ['/api/redirects', '/admin, /api and /_next'],
      ['/_next/static/x.js', '/admin, /api and /_next'],
    ]) {
      const result = await save(custom(from, '/blogs'))
      expect(result.status, from).toBe(400)
      expect(result.messages.join(' '), from).toContain(words)
    }
  })

  it('refuses a custom target that is neither a site path nor an http(s) address', async () => {
    for (const url of ['javascript:alert(1)', 'blogs', '//evil.example.com/x', 'ftp://example.com/f']) {
      const result = await save(custom(uniq(), url))
      expect(result.status, url).toBe(400)
      expect(result.messages.join(' '), url).toContain('starting with /')
    }
    expect((await save(custom(uniq(), 'https://www.pearson.com/'))).status).toBe(201)
  })
})

describe('redirects: uniqueness', () => {
  it('refuses a second redirect from the same address, also when written differently', async () => {
    const from = uniq()
    expect((await save(custom(from, '/blogs'))).status).toBe(201)
    const again = await save(custom(`http://localhost:3999${from}/`, '/gallery'))
    expect(again.status).toBe(400)
    expect(again.messages.join(' ')).toContain(`A redirect from ${from} already exists`)
  })
})

describe('redirects: loops', () => {
  it('refuses a redirect to itself, with or without a query on the target', async () => {
    const from = uniq()
    const self = await save(custom(from, from))
    expect(self.status).toBe(400)
    expect(self.messages.join(' ')).toContain('leads to itself')
    const viaFullUrl = await save(custom(from, `http://localhost:3999${from}/`))
    expect(viaFullUrl.status).toBe(400)
    expect((await save(custom(from, `${from}?page=2`))).status).toBe(400)
  })

  it('refuses A→B when B→A exists, and A→B→C→A, naming the chain', async () => {
    const [a, b] = [uniq(), uniq()]
    expect((await save(custom(b, a))).status).toBe(201)
    const two = await save(custom(a, b))
    expect(two.status).toBe(400)
    expect(two.messages.join(' ')).toContain(`${a} → ${b} → ${a}`)

    const [x, y, z] = [uniq(), uniq(), uniq()]
    expect((await save(custom(x, y))).status).toBe(201)
    const yToZ = await save(custom(y, z))
    expect(yToZ.status).toBe(201)
    const three = await save(custom(z, x))
    expect(three.status).toBe(400)
    expect(three.messages.join(' ')).toContain(`${z} → ${x} → ${y} → ${z}`)
    // Changing an existing redirect into a loop is refused as well.
    const edited = await save({ to: { type: 'custom', url: x } }, yToZ.doc?.id)
    expect(edited.status).toBe(400)
    expect(edited.messages.join(' ')).toContain('loop')
  })

  it('refuses a redirect to a document whose page is the redirect’s own source', async () => {
    const blog = await payload.findByID({ collection: 'blogs', id: blogId, overrideAccess: true })
    const result = await save({
      from: `/blog/${blog.slug}`,
      to: { type: 'reference', reference: { relationTo: 'blogs', value: blogId } },
      type: '308',
    })
    expect(result.status).toBe(400)
    expect(result.messages.join(' ')).toContain('leads to itself')
  })
})

describe('redirects: the server’s table', () => {
  it('holds published references at their page, leaves out unpublished ones; visitors cannot list them', async () => {
    const blog = await payload.findByID({ collection: 'blogs', id: blogId, overrideAccess: true })
    const draft = await payload.create({
      collection: 'blogs',
      data: { ...blog, id: undefined, slug: undefined, title: `Unpublished ${uniq()}`, _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    madeBlogs.push(draft.id)
    const [toPublished, toDraft] = [uniq(), uniq()]
    expect(
      (
        await save({
          from: toPublished,
          to: { type: 'reference', reference: { relationTo: 'blogs', value: blogId } },
          type: '307',
        })
      ).status,
    ).toBe(201)
    expect(
      (await save({ from: toDraft, to: { type: 'reference', reference: { relationTo: 'blogs', value: draft.id } } }))
        .status,
    ).toBe(201)
    const table = new Map((await loadRedirectTable(payload)).map((r) => [r.from, r]))
    expect(findRedirect(table, toPublished)).toEqual({ from: toPublished, location: `/blog/${blog.slug}`, status: 307 })
    expect(findRedirect(table, `${toPublished}?utm_source=x`)).toEqual({
      location: `/blog/${blog.slug}?utm_source=x`,
      status: 307,
    })
    expect(findRedirect(table, toDraft)).toBeUndefined()
    expect((await rest('GET', '/api/redirects')).status).toBe(403)
  })
})
