import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import { startS3Server } from '../support/s3Server'
import { spawnProductionServer } from '../support/spawnedServer'
import { raster } from '../support/uploadFiles'

// Two production servers on one bucket (s3rver), each with its own database: the demo seed's images
// land in the bucket, and a file uploaded through one server is served by the other byte for byte,
// because no server keeps files of its own.

const port = Number(process.env.E2E_PORT ?? 3100)
const s3Port = Number(process.env.E2E_S3_PORT ?? port + 1200)
const admin = { ADMIN_EMAIL: 'admin@example.lk', ADMIN_PASSWORD: 'e2e-admin-password' }

test.describe.serial('uploads in object storage, through real servers', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>
  let one: Awaited<ReturnType<typeof spawnProductionServer>>
  let other: Awaited<ReturnType<typeof spawnProductionServer>>
  let client: S3Client

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    s3 = await startS3Server(s3Port, 'lyceum-e2e')
    ;[one, other] = await Promise.all([
      spawnProductionServer(port + 1, { ...s3.env, ...admin }),
      spawnProductionServer(port + 2, { ...s3.env, ...admin }),
    ])
    client = s3.client
  })

  test.afterAll(async () => {
    one?.stop()
    other?.stop()
    client?.destroy()
    await s3?.stop()
  })

  const object = async (key: string) =>
    Buffer.from(
      await (
        await client.send(new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }))
      ).Body!.transformToByteArray(),
    )

  test('the demo seed uploads its images into the bucket, and the site serves them', async () => {
    // The seed runs once the server answers: wait for its newest image (the bug this guards skipped all but the first).
    let filename = ''
    await expect
      .poll(
        async () => {
          const { docs } = await (
            await fetch(`${one.url}/api/media?limit=1&where[mimeType][equals]=image/jpeg&sort=-createdAt`)
          ).json()
          filename = docs[0]?.filename ?? ''
          return filename && (await fetch(`${one.url}/api/media/file/${encodeURIComponent(filename)}`)).status
        },
        { timeout: 60_000 },
      )
      .toBe(200)
    const res = await fetch(`${one.url}/api/media/file/${encodeURIComponent(filename)}`)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await object(`images/${filename}`))
    expect((await fetch(`${one.url}/`)).status).toBe(200)
  })

  test('a file uploaded as the admin through one server is served by the other, byte for byte', async () => {
    const login = await fetch(`${one.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { token } = await login.json()
    const png = await raster('png', 200, 150)
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'Uploaded through one instance' }))
    form.set('file', new Blob([new Uint8Array(png.data)], { type: 'image/png' }), `shared-${Date.now()}.png`)
    const created = await fetch(`${one.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { authorization: `JWT ${token}` },
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(doc.url).toBe(`/api/media/file/${encodeURIComponent(doc.filename)}`)
    expect(await object(`images/${doc.filename}`)).toEqual(png.data)

    for (const server of [one, other]) {
      const res = await fetch(`${server.url}/api/media/file/${encodeURIComponent(doc.filename)}`)
      expect(res.status, server.url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await res.arrayBuffer())).toEqual(png.data)
    }
    const part = await fetch(`${other.url}/api/media/file/${encodeURIComponent(doc.filename)}`, {
      headers: { range: 'bytes=0-99' },
    })
    expect(part.status).toBe(206)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.data.subarray(0, 100))
    expect((await fetch(`${other.url}/api/media/file/no-such-${Date.now()}.png`)).status).toBe(404)
  })
})
