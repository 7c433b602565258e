import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test'

// Content changes through Payload's REST API from a context of their own: its sign-in cookie never
// reaches the visitor's `request`, which must meet the public cache as anyone would.

export type StaffApi = {
  post(path: string, data: unknown): Promise<Record<string, unknown>>
  patch(path: string, data: unknown): Promise<Record<string, unknown>>
  get(path: string): Promise<Record<string, unknown>>
  delete(path: string): Promise<void>
  dispose(): Promise<void>
}

export async function staffApi(baseURL: string): Promise<StaffApi> {
  const context: APIRequestContext = await playwrightRequest.newContext({ baseURL })
  const login = await context.post('/api/users/login', {
    data: { email: 'admin@example.lk', password: 'e2e-admin-password' },
  })
  expect(login.ok()).toBe(true)
  const headers = { authorization: `JWT ${(await login.json()).token as string}` }
  const json = async (what: string, res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(res.ok(), `${what}: ${await res.text()}`).toBe(true)
    return (await res.json()) as Record<string, unknown>
  }
  return {
    post: async (path, data) => json(`POST ${path}`, await context.post(path, { data, headers })),
    patch: async (path, data) => json(`PATCH ${path}`, await context.patch(path, { data, headers })),
    get: async (path) => json(`GET ${path}`, await context.get(path, { headers })),
    delete: async (path) => void (await json(`DELETE ${path}`, await context.delete(path, { headers }))),
    dispose: () => context.dispose(),
  }
}

/** A new published blog post, copied from a demo one under a new title. */
export async function newBlog(api: StaffApi, title: string): Promise<{ id: number; slug: string }> {
  const list = (await api.get('/api/blogs?limit=1&depth=0&where[_status][equals]=published')) as {
    docs: Record<string, unknown>[]
  }
  const { id: _id, slug: _slug, meta: _meta, createdAt: _c, updatedAt: _u, ...copy } = list.docs[0]
  const created = (await api.post('/api/blogs', { ...copy, title, _status: 'published' })) as {
    doc: { id: number; slug: string }
  }
  return created.doc
}
