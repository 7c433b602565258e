import { expect } from '@playwright/test'

// What the backup round trip needs: a site's messages and files read through its API.

export const ADMIN = { ADMIN_EMAIL: 'backup-admin@example.lk', ADMIN_PASSWORD: 'backup-admin-password' }

export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()).token
}

type Doc = Record<string, unknown> & { id: number | string }

/** Every document of a collection, read as staff through REST. */
export async function allDocs(base: string, token: string, collection: string): Promise<Doc[]> {
  const res = await fetch(`${base}/api/${collection}?limit=1000&depth=0&sort=id`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(res.status).toBe(200)
  return (await res.json()).docs
}

/** A contact message or an enquiry through the public form endpoints; its status and answer (2xx: stored). */
export async function postForm(
  base: string,
  kind: 'contact' | 'enquiry',
  subject: string,
): Promise<{ status: number; answer: string }> {
  const [path, body] =
    kind === 'contact'
      ? [
          '/api/contact-us',
          { name: 'Kamal Perera', email: 'kamal@example.lk', subject, message: 'When do entries close?' },
        ]
      : [
          '/api/contact-ielts',
          {
            title: 'PTE',
            fname: 'Nimali',
            lname: 'Silva',
            email: 'nimali@example.lk',
            phone: '+94 77 123 4567',
            destination: 'australia',
            intake: 'other',
            location: 'wattala',
            subject,
            message: 'Next test date?',
          },
        ]
  const form = new FormData()
  for (const [k, v] of Object.entries(body)) form.set(k, v)
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { Accept: 'application/json' }, body: form })
  return { status: res.status, answer: await res.text() }
}

/** The bytes of every uploaded image and download, by their public path. */
export async function allFiles(base: string, token: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>()
  for (const collection of ['media', 'downloads']) {
    for (const doc of await allDocs(base, token, collection)) {
      const path = `/api/${collection}/file/${encodeURIComponent(String(doc.filename))}`
      const res = await fetch(`${base}${path}`)
      expect(res.status, path).toBe(200)
      files.set(path, Buffer.from(await res.arrayBuffer()))
    }
  }
  return files
}
