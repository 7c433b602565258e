import fs from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { graphql, newStaff, rest, signIn } from '../support/int/staff'
import { WHO, roleMatrix, type Who } from '@/access/matrix'

// The role matrix: docs/roles.md's table is what the access functions answer, and every route enforces it.

let payload: Payload
const tokens: Partial<Record<Who, string>> = {}
const ids: Partial<Record<Who, number | string>> = {}

/** docs/roles.md's table as rows of trimmed cells. */
function documentedMatrix(): Map<string, Record<Who, string>> {
  const text = fs.readFileSync('docs/roles.md', 'utf8')
  const table = text.split('<!-- role-matrix:start -->')[1].split('<!-- role-matrix:end -->')[0]
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    )
  return new Map(
    rows.map(([name, ...cells]) => [
      name.replace(/^global /, '').replace(/`/g, ''),
      Object.fromEntries(WHO.map((w, i) => [w, cells[i]])) as Record<Who, string>,
    ]),
  )
}

const may = (cell: string, op: string) => cell.split(', ').some((part) => part.split(' ')[0] === op)

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'editor', 'inbox', 'entries'] as const) {
    const staff = await newStaff(payload, role)
    const { token } = (await (await signIn(staff.email, staff.password)).json()) as { token: string }
    tokens[role] = token
    ids[role] = staff.id
  }
})

describe('docs/roles.md', () => {
  it('shows exactly what the access functions answer for each role, collection and global', async () => {
    const actual = await roleMatrix(payload)
    const documented = documentedMatrix()
    const computed = new Map(
      actual
        .split('\n')
        .slice(2)
        .map((line) => {
          const [name, ...cells] = line
            .split('|')
            .slice(1, -1)
            .map((c) => c.trim())
          return [name.replace(/^global /, '').replace(/`/g, ''), Object.fromEntries(WHO.map((w, i) => [w, cells[i]]))]
        }),
    )
    expect(Object.fromEntries(documented), `docs/roles.md is out of date; the table is now:\n${actual}\n`).toEqual(
      Object.fromEntries(computed),
    )
  })
})

/** A small valid document for each collection anyone may create through REST (uploads need a file). */
const SAMPLE: Record<string, () => Record<string, unknown>> = {
  blogs: () => ({ title: `Role test ${Math.random()}`, _status: 'draft' }),
  events: () => ({ title: `Role test ${Math.random()}`, _status: 'draft' }),
  'exam-categories': () => ({ name: `Role test ${Math.random()}` }),
  'download-categories': () => ({ name: `Role test ${Math.random()}` }),
  notifications: () => ({ visibility: 'hide', message: 'Role test' }),
}

const who = (w: Who) => ({ token: tokens[w as Exclude<Who, 'visitor'>] })
const denied = (status: number) => status === 401 || status === 403

describe('REST enforces the matrix for every role, collection and global', () => {
  const documented = documentedMatrix()

  for (const w of WHO) {
    it(`${w}: read`, async () => {
      for (const [slug, cells] of documented) {
        const isGlobal = payload.config.globals.some((g) => g.slug === slug)
        const res = await rest('GET', isGlobal ? `/api/globals/${slug}` : `/api/${slug}?limit=1`, who(w))
        expect(denied(res.status), `${w} GET ${slug}: ${res.status}`).toBe(!may(cells[w], 'read'))
      }
    })

    it(`${w}: create, update and delete`, async () => {
      for (const [slug, cells] of documented) {
        const isGlobal = payload.config.globals.some((g) => g.slug === slug)
        if (isGlobal) {
          const res = await rest('POST', `/api/globals/${slug}`, { ...who(w), body: {} })
          expect(denied(res.status), `${w} update global ${slug}: ${res.status}`).toBe(!may(cells[w], 'update'))
          continue
        }
        if (slug === 'users') continue // below: own account only
        const sample = SAMPLE[slug]?.() ?? {}
        const created = await rest('POST', `/api/${slug}`, { ...who(w), body: sample })
        // Allowed: 201, or 400 for the data (uploads and messages lacking a file or form); never refused for the role.
        expect(denied(created.status), `${w} create ${slug}: ${created.status}`).toBe(!may(cells[w], 'create'))

        // Update and delete act on a document that exists; made here with full access when the role could not.
        const doc =
          created.status === 201 ? ((await created.json()) as { doc: { id: string } }).doc : await someDoc(slug)
        if (!doc) continue
        const updated = await rest('PATCH', `/api/${slug}/${doc.id}`, { ...who(w), body: {} })
        expect(denied(updated.status), `${w} update ${slug}: ${updated.status}`).toBe(!may(cells[w], 'update'))
        if (created.status === 201 || !may(cells[w], 'delete')) {
          const deleted = await rest('DELETE', `/api/${slug}/${doc.id}`, who(w))
          expect(denied(deleted.status), `${w} delete ${slug}: ${deleted.status}`).toBe(!may(cells[w], 'delete'))
        }
      }
    })
  }

  async function someDoc(slug: string): Promise<{ id: string } | undefined> {
    if (slug === 'contact-messages' || slug === 'enquiries') {
      const data =
        slug === 'contact-messages'
          ? { name: 'Role Test', email: 'role-test@example.lk', subject: 'Roles', message: 'Who may read me?' }
          : { title: 'IELTS', fname: 'Role', lname: 'Test', email: 'role-test@example.lk', phone: '+94 77 000 0000' }
      return (await payload.create({ collection: slug, data: data as never, overrideAccess: true })) as unknown as {
        id: string
      }
    }
    const { docs } = await payload.find({ collection: slug as 'blogs', limit: 1, overrideAccess: true, depth: 0 })
    return docs[0] as unknown as { id: string } | undefined
  }

  it('staff other than admins reach only their own account; visitors none', async () => {
    for (const w of ['editor', 'inbox'] as const) {
      const list = (await (await rest('GET', '/api/users?limit=100', who(w))).json()) as { docs: { id: unknown }[] }
      expect(list.docs.map((d) => d.id)).toEqual([ids[w]])
      expect((await rest('PATCH', `/api/users/${ids[w]}`, { ...who(w), body: { name: 'My own name' } })).status).toBe(
        200,
      )
      expect(
        denied((await rest('PATCH', `/api/users/${ids.admin}`, { ...who(w), body: { name: 'Not mine' } })).status) ||
          (await rest('PATCH', `/api/users/${ids.admin}`, { ...who(w), body: { name: 'Not mine' } })).status === 404,
      ).toBe(true)
      expect(
        denied(
          (
            await rest('POST', '/api/users', {
              ...who(w),
              body: { email: `x-${w}@example.lk`, password: 'correct horse battery staple' },
            })
          ).status,
        ),
      ).toBe(true)
      expect(denied((await rest('DELETE', `/api/users/${ids.admin}`, who(w))).status)).toBe(true)
    }
    const admins = (await (await rest('GET', '/api/users?limit=1000', who('admin'))).json()) as { totalDocs: number }
    expect(admins.totalDocs).toBeGreaterThanOrEqual(3)
    expect(denied((await rest('GET', '/api/users', {})).status)).toBe(true)
  })

  it("an inbox member sees the public site's content as a visitor does: no drafts", async () => {
    const draft = await payload.create({
      collection: 'blogs',
      draft: true,
      overrideAccess: true,
      data: { title: `Unpublished ${Date.now()}`, _status: 'draft' } as never,
    })
    const seen = async (w: Who) =>
      ((await (await rest('GET', `/api/blogs/${draft.id}?draft=true`, who(w))).json()) as { id?: unknown }).id ===
      draft.id
    expect(await seen('editor')).toBe(true)
    expect(await seen('inbox')).toBe(false)
    expect(await seen('visitor')).toBe(false)
    await payload.delete({ collection: 'blogs', id: draft.id, overrideAccess: true })
  })
})

describe("Payload's version endpoints and the export plugin's endpoints", () => {
  it('only editors and admins read the history of blogs', async () => {
    expect((await rest('GET', '/api/blogs/versions', who('editor'))).status).toBe(200)
    expect((await rest('GET', '/api/blogs/versions', who('admin'))).status).toBe(200)
    expect(denied((await rest('GET', '/api/blogs/versions', who('inbox'))).status)).toBe(true)
    expect(denied((await rest('GET', '/api/blogs/versions', {})).status)).toBe(true)
  })

  it('only the inbox and admins download a CSV of messages or preview an export', async () => {
    await payload.create({
      collection: 'contact-messages',
      data: { name: 'CSV Person', email: 'csv-role@example.lk', subject: 'CSV', message: 'Export me' },
      overrideAccess: true,
    })
    const download = (w: Who) =>
      rest('POST', '/api/exports/download', {
        ...who(w),
        body: { data: { name: 'roles', collectionSlug: 'contact-messages', format: 'csv', drafts: 'no' } },
      })
    const inbox = await download('inbox')
    expect(inbox.status).toBe(200)
    expect(await inbox.text()).toContain('csv-role@example.lk')
    for (const w of ['editor', 'visitor'] as const) {
      const res = await download(w)
      expect(res.status).toBe(403)
      expect(await res.text()).toMatch(/Only inbox staff and admins/)
    }
    const preview = (w: Who) =>
      rest('POST', '/api/exports/export-preview', {
        ...who(w),
        body: { collectionSlug: 'contact-messages', format: 'csv' },
      })
    expect((await preview('inbox')).status).toBe(200)
    expect((await preview('editor')).status).toBe(403)
  })
})

describe('GraphQL and the Local API follow the same rules', () => {
  it('GraphQL: editors cannot read messages, the inbox cannot write content, editors see only their own', async () => {
    const messages = await (await graphql('{ ContactMessages { docs { email } } }', tokens.editor)).json()
    expect(JSON.stringify(messages)).toMatch(/not allowed/i)
    const inboxMessages = (await (await graphql('{ ContactMessages { docs { email } } }', tokens.inbox)).json()) as {
      data: { ContactMessages: { docs: unknown[] } }
    }
    expect(inboxMessages.data.ContactMessages.docs.length).toBeGreaterThan(0)
    const write = await (
      await graphql('mutation { createExamCategory(data: { name: "Inbox wrote this" }) { id } }', tokens.inbox)
    ).json()
    expect(JSON.stringify(write)).toMatch(/not allowed/i)
    const users = (await (await graphql('{ Users { docs { id } } }', tokens.editor)).json()) as {
      data: { Users: { docs: { id: unknown }[] } }
    }
    expect(users.data.Users.docs.map((d) => String(d.id))).toEqual([String(ids.editor)])
  })

  it('Local API with overrideAccess: false and the user', async () => {
    const user = async (w: 'admin' | 'editor' | 'inbox') => ({
      ...(await payload.findByID({ collection: 'users', id: ids[w]!, overrideAccess: true })),
      collection: 'users' as const,
    })
    const editor = await user('editor')
    const inbox = await user('inbox')
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false, user: editor })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: {}, overrideAccess: false, user: editor }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({
        collection: 'blogs',
        data: { title: 'Inbox blog' } as never,
        overrideAccess: false,
        user: inbox,
      }),
    ).rejects.toThrow(/not allowed/i)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      overrideAccess: false,
      user: inbox,
      limit: 1,
    })
    const handled = await payload.update({
      collection: 'contact-messages',
      id: docs[0].id,
      data: { handled: true },
      overrideAccess: false,
      user: inbox,
    })
    expect(handled.handled).toBe(true)
    await expect(
      payload.delete({ collection: 'contact-messages', id: docs[0].id, overrideAccess: false, user: inbox }),
    ).rejects.toThrow(/not allowed/i)
    const blog = await payload.create({
      collection: 'blogs',
      draft: true,
      data: { title: `Editor blog ${Date.now()}` } as never,
      overrideAccess: false,
      user: editor,
    })
    expect(blog.id).toBeDefined()
    await payload.delete({ collection: 'blogs', id: blog.id, overrideAccess: false, user: editor })
  })

  it('an account without a role reaches nothing, not even the admin', async () => {
    const staff = await newStaff(payload, 'editor')
    const bare = {
      ...(await payload.findByID({ collection: 'users', id: staff.id, overrideAccess: true })),
      roles: [],
      collection: 'users' as const,
    }
    const drafts = await payload.find({
      collection: 'blogs',
      overrideAccess: false,
      user: bare,
      draft: true,
      where: { _status: { equals: 'draft' } },
    })
    expect(drafts.totalDocs).toBe(0)
    await expect(
      payload.create({
        collection: 'exam-categories',
        data: { name: 'x' } as never,
        overrideAccess: false,
        user: bare,
      }),
    ).rejects.toThrow(/not allowed/i)
    const adminAccess = payload.collections.users.config.access.admin as (args: { req: unknown }) => boolean
    expect(adminAccess({ req: { user: bare } })).toBe(false)
    expect(adminAccess({ req: { user: { ...bare, roles: ['inbox'] } } })).toBe(true)
  })
})
