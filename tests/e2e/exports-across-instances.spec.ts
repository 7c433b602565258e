import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import { startS3Server } from '../support/s3Server'
import { spawnProductionServer } from '../support/spawnedServer'
import { freshDatabase, postgresUrl } from '../support/postgres'

// Two production servers on one PostgreSQL database and one bucket (s3rver), as behind a load
// balancer: an inbox export saved through one is downloaded through the other, by staff only, with
// the headers a download of visitors' details needs. Needs PostgreSQL: TEST_DATABASE_URL names the server.
const port = Number(process.env.E2E_PORT ?? 3100)
const s3Port = Number(process.env.E2E_S3_PORT ?? port + 1202)
const staff = { email: 'admin@example.lk', password: 'e2e-admin-password' }

test.describe('inbox exports across two instances', () => {
  test.skip(!postgresUrl, 'needs TEST_DATABASE_URL (PostgreSQL)')
  test.describe.configure({ timeout: 600_000 })

  let servers: Awaited<ReturnType<typeof spawnProductionServer>>[] = []
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined
  let client: S3Client | undefined
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined

  test.beforeAll(async () => {
    test.setTimeout(180_000) // two instances started one after the other, each warming up before it opens
    database = await freshDatabase('exports')
    s3 = await startS3Server(s3Port, 'lyceum-exports-e2e')
    client = s3.client
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'exports-test-secret-shared-by-both',
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
    }
    // One after the other: the first migrates the empty database and loads the demo content.
    servers.push(await spawnProductionServer(port + 1, env))
    servers.push(await spawnProductionServer(port + 2, env))
  })
  test.afterAll(async () => {
    for (const server of servers) server.stop()
    servers = []
    client?.destroy()
    await s3?.stop()
    await database?.drop()
  })

  test('an export saved through one instance downloads through the other, for staff only', async () => {
    const [one, other] = servers
    const marker = `across-${Date.now()}@example.lk`
    const message = new FormData()
    for (const [k, v] of Object.entries({
      name: 'Across Instances',
      email: marker,
      subject: 'Export me',
      message: 'Saved on one, read on the other.',
    }))
      message.set(k, v)
    expect((await fetch(`${one.url}/api/contact-us`, { method: 'POST', body: message })).status).toBe(201)

    const login = await fetch(`${one.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const auth = { authorization: `JWT ${token}` }

    // The admin's Save on the export form: multipart, the form's data in `_payload`.
    const form = new FormData()
    form.set(
      '_payload',
      JSON.stringify({ name: `inbox-${Date.now()}`, collectionSlug: 'contact-messages', format: 'csv', drafts: 'no' }),
    )
    const saved = await fetch(`${one.url}/api/exports`, { method: 'POST', body: form, headers: auth })
    expect(saved.status, await saved.clone().text()).toBe(201)
    const { doc } = (await saved.json()) as { doc: { id: number; filename: string; url: string } }
    const stored = await client!.send(
      new GetObjectCommand({ Bucket: s3!.env.S3_BUCKET, Key: `exports/${doc.filename}` }),
    )
    const bytes = Buffer.from(await stored.Body!.transformToByteArray())
    expect(bytes.toString('utf8')).toContain(marker)

    const res = await fetch(`${other.url}${doc.url}`, { headers: auth })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes)

    const anonymous = await fetch(`${other.url}${doc.url}`)
    expect(anonymous.status).toBe(403)
    expect(await anonymous.text()).not.toContain(marker)

    const removed = await fetch(`${other.url}/api/exports/${doc.id}`, { method: 'DELETE', headers: auth })
    expect(removed.status).toBe(200)
    expect((await fetch(`${one.url}${doc.url}`, { headers: auth })).status).toBe(404)
  })
})
