// tsx scripts/lib/scaleContent.ts: fills the database that DATA_DIR / DATABASE_URL name (demo content first,
// as a start would) with ten years of a busy site, for `npm run bench:scale`. Rows go in by bulk inserts
// through Payload's own drizzle tables (the same code for SQLite and PostgreSQL; a few seconds, where the
// Local API would take many minutes for 74,000 documents): no hooks run, so the server is started after.
// Each media document is distinct; its file a copy of a demo image (hard links made the backup step hang).
import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { doc, h, p } from '../../src/seed/richText'

const SCALE = { posts: 1000, galleries: 100, photosPerGallery: 30, events: 300, messages: 50_000, enquiries: 20_000 }

type Table = Record<string, unknown>
type Drizzle = {
  insert(table: Table): {
    values(rows: object[]): { returning(f: object): Promise<{ id: number }[]> } & PromiseLike<unknown>
  }
}

const payload = await getPayload({ config })
const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table & { id: unknown }> }
const t = db.tables
const started = performance.now()
const DAY = 86_400_000
const now = Date.now()
/** Spread over ten years, oldest first. */
const dateAt = (i: number, n: number) =>
  new Date(now - 3650 * DAY + Math.floor(((i + 1) / n) * 3650 * DAY)).toISOString()

/** Inserts in batches; returns the new ids in order. */
async function insert(table: string, rows: object[], batch = 400): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += batch) {
    const part = rows.slice(i, i + batch)
    const returned = await db.drizzle
      .insert(t[table])
      .values(part)
      .returning({ id: t[table].id as object })
    ids.push(...returned.map((r) => r.id))
  }
  return ids
}

const mediaDir = path.resolve(process.env.MEDIA_DIR || path.join(process.env.DATA_DIR || 'data', 'media'), 'images')
const demoImages = fs.readdirSync(mediaDir).filter((f) => f.endsWith('-card.jpg'))
if (demoImages.length === 0) throw new Error(`No demo images in ${mediaDir}: is the demo content seeded there?`)

/** n distinct media documents, each file a copy of a demo image (about 25 KB). */
async function media(prefix: string, n: number, alt: (i: number) => string): Promise<number[]> {
  const rows = []
  for (let i = 0; i < n; i++) {
    const filename = `${prefix}-${i + 1}.jpg`
    const target = path.join(mediaDir, filename)
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(mediaDir, demoImages[i % demoImages.length]), target)
    const at = new Date().toISOString()
    rows.push({
      alt: alt(i),
      decorative: false,
      prefix: 'images',
      filename,
      url: `/api/media/file/${filename}`,
      mimeType: 'image/jpeg',
    })
    Object.assign(rows[i], {
      filesize: 23733,
      width: 800,
      height: 600,
      focalX: 50,
      focalY: 50,
      updatedAt: at,
      createdAt: at,
    })
  }
  return insert('media', rows)
}

const words = 'exam candidates results Colombo Kandy Galle IELTS PTE Pearson Edexcel school festival arts music'.split(
  ' ',
)
const sentence = (i: number, k: number) =>
  Array.from({ length: 14 }, (_, j) => words[(i * 7 + j * 3 + k) % words.length]).join(' ') + ` number ${i + 1}.`
const postBody = (i: number) =>
  doc(
    p(sentence(i, 0), ' ', sentence(i, 1), ' ', sentence(i, 2)),
    h(2, `Part one of post ${i + 1}`),
    p(sentence(i, 3), ' ', sentence(i, 4), ' ', sentence(i, 5), ' ', sentence(i, 6)),
    h(2, 'What to do next'),
    p(sentence(i, 7), ' ', sentence(i, 8), ' ', sentence(i, 9)),
    p(sentence(i, 10), ' ', sentence(i, 11)),
  )

async function posts() {
  const thumbs = await media('scale-post', SCALE.posts, (i) => `Post ${i + 1}`)
  const rows = thumbs.map((thumbnail, i) => {
    const at = dateAt(i, SCALE.posts)
    const fields = { title: `Ten-year post ${i + 1}: ${words[i % words.length]} notes`, slug: `ten-year-post-${i + 1}` }
    const author = { author_firstName: 'Nadeesha', author_lastName: `Perera ${i % 20}` }
    return {
      ...fields,
      ...author,
      publishedAt: at,
      thumbnail,
      description: postBody(i),
      _status: 'published',
      createdAt: at,
      updatedAt: at,
    }
  })
  const ids = await insert('blogs', rows, 200)
  await insert(
    '_blogs_v',
    rows.map((r, i) => {
      const version = Object.fromEntries(Object.entries(r).map(([k, v]) => [`version_${k}`, v]))
      return { ...version, parent: ids[i], latest: true, createdAt: r.createdAt, updatedAt: r.updatedAt }
    }),
    200,
  )
  const text = (i: number) => [0, 1, 2, 3, 4, 5, 6, 7].map((k) => sentence(i, k)).join(' ')
  const entries = rows.map((r, i) => ({
    title: r.title,
    priority: 0,
    path: `/blog/${r.slug}`,
    text: text(i),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }))
  const searchIds = await insert('search', entries)
  await insert(
    'search_rels',
    searchIds.map((parent, i) => ({ parent, path: 'doc', blogsID: ids[i] })),
  )
}

async function events() {
  const thumbs = await media('scale-event', SCALE.events, (i) => `Event ${i + 1}`)
  const rows = thumbs.map((thumbnail, i) => {
    const at = dateAt(i, SCALE.events)
    const description = doc(p(sentence(i, 0), ' ', sentence(i, 1)))
    return {
      title: `Ten-year event ${i + 1}`,
      slug: `ten-year-event-${i + 1}`,
      eventDate: at,
      thumbnail,
      description,
      _status: 'published',
    }
  })
  const ids = await insert(
    'events',
    rows.map((r) => ({ ...r, createdAt: r.eventDate, updatedAt: r.eventDate })),
    200,
  )
  // The newest events are the galleries, each with its photos.
  for (let g = 0; g < SCALE.galleries; g++) {
    const parent = ids[ids.length - 1 - g]
    const photos = await media(
      `scale-gallery-${g + 1}`,
      SCALE.photosPerGallery,
      (i) => `Gallery ${g + 1}, photo ${i + 1}`,
    )
    const link = (image: number, i: number) => ({ _order: i + 1, _parentID: parent, id: `g${g + 1}p${i + 1}`, image })
    await db.drizzle.insert(t.events_photos).values(photos.map(link))
  }
}

/** Messages over ten years, all handled but the newest 200; a few failed deliveries. */
const inbox = (i: number, n: number) => ({
  sourcePage: '/contact-us',
  handled: i < n - 200,
  delivery_status: i % 2000 === 7 ? 'failed' : 'sent',
  delivery_attempts: 1,
  createdAt: dateAt(i, n),
  updatedAt: dateAt(i, n),
})

async function messages() {
  const rows = Array.from({ length: SCALE.messages }, (_, i) => ({
    name: `Visitor ${i + 1}`,
    email: `visitor${i + 1}@example.lk`,
    subject: `Question ${i + 1} about ${words[i % words.length]}`,
    message: `${sentence(i, 0)} ${sentence(i, 1)}`,
    ...inbox(i, SCALE.messages),
  }))
  await insert('contact_messages', rows, 500)
  const enquiries = Array.from({ length: SCALE.enquiries }, (_, i) => ({
    title: i % 3 === 0 ? 'PTE' : 'IELTS',
    fname: 'Enquirer',
    lname: `${i + 1}`,
    email: `enquirer${i + 1}@example.lk`,
    phone: '+94770000000',
    destination: 'Australia',
    intake: 'January',
    location: 'Colombo',
    message: sentence(i, 2),
    ...inbox(i, SCALE.enquiries),
  }))
  await insert('enquiries', enquiries, 500)
}

const already = await payload.count({ collection: 'contact-messages', overrideAccess: true })
if (already.totalDocs >= SCALE.messages) {
  console.log(`Already generated (${already.totalDocs} contact messages).`)
} else {
  await posts()
  await events()
  await messages()
  console.log(`Generated ten years of content in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
}
await payload.destroy()
process.exit(0)
