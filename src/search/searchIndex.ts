import type { Payload } from 'payload'
import type { Blog, Download, Event, Exam } from '@/payload-types'
import type { PublicSeries } from '@/calendar/series'
import { colomboDay } from '@/lib/colomboDay'
import { env } from '@/lib/env'
import { onPublicContentChange, type PurgeTags } from '@/lib/publicCache'
import { appSlot, clearAppSlot, startCacheBus, type CacheBus } from '../../server/shared.mjs'
import * as build from './documents'
import { SiteIndex } from './engine'
import { readSearchSettings, type SearchSettings } from './settings'

// The process's search index: built from the database in the start's warm-up (src/instrumentation-node.ts) or by
// the first search, again each new Colombo day as dates pass, then kept current by the purges content changes
// send: this process's own at once, and on PostgreSQL every instance's through LISTEN on the cache bus
// (server/cacheBus.mjs). A change names its documents ("blogs:12"), so only they are read again; "all"
// rebuilds the whole index.

export type IndexState = {
  index: SiteIndex
  series: PublicSeries[]
  settings: SearchSettings
  day: string
  builtMs: number
}

type Holder = {
  state?: IndexState
  /** Builds and refreshes, one at a time. */
  work: Promise<unknown>
  rebuilding?: Promise<IndexState>
  pending: Set<string>
  /** Changes whose transaction was still open when heard: a search waits for their commit (1 s at most). */
  awaiting: Map<string, number>
  all: boolean
  payload?: Payload
  bus?: CacheBus
  /** Resolves once other instances' changes can be heard (PostgreSQL's first LISTEN; at once on SQLite). */
  listening?: Promise<void>
}

const holder = () =>
  appSlot('searchIndex', (): Holder => ({
    work: Promise.resolve(),
    pending: new Set(),
    awaiting: new Map(),
    all: false,
  }))

/** How long a search waits for a change it heard of to be committed. */
const COMMIT_WAIT_MS = 1000

/** Reads every published page into a new index. */
export async function buildIndex(payload: Payload, day = colomboDay()): Promise<IndexState> {
  const started = performance.now()
  const settings = await readSearchSettings(payload)
  const { documents, series } = await build.readSiteContent(payload, day)
  const index = new SiteIndex(settings.synonyms)
  index.addAll(documents)
  return { index, series, settings, day, builtMs: performance.now() - started }
}

/** What a content change (purge tags) means for the index; heard from this process and, on PostgreSQL, every other. */
export function markChanged(tags: PurgeTags, committed = true): void {
  const h = holder()
  const key = tags === 'all' ? 'all' : tags.join(' ')
  if (!committed) return void h.awaiting.set(key, Date.now())
  h.awaiting.delete(key)
  // Synonyms are part of every page's terms.
  if (tags === 'all' || tags.includes('global:search-settings')) h.all = true
  else for (const tag of tags) if (tag.includes(':')) h.pending.add(tag)
  // Read the changed pages now, so the next search need not wait for them.
  if (h.payload && h.state) void currentIndex(h.payload).catch(() => undefined)
}

/** How long the first build waits for the cache bus's LISTEN (then it builds; the bus's later "all" rebuilds). */
const LISTEN_WAIT_MS = 3000

function listen(payload: Payload, h: Holder): Promise<void> {
  if (h.listening) return h.listening
  onPublicContentChange(markChanged)
  const database = env().database
  if (database.kind !== 'postgres') return (h.listening = Promise.resolve())
  const log = {
    info: (msg: string) => payload.logger.debug(`Search index: ${msg}`),
    warn: (msg: string) => payload.logger.warn(`Search index: ${msg}`),
  }
  // The bus says "all" once its LISTEN is in place: a first build after that reads everything once, not twice.
  let heard = () => {}
  h.listening = new Promise<void>((resolve) => {
    heard = resolve
    setTimeout(resolve, LISTEN_WAIT_MS).unref()
  })
  const purge = (tags?: PurgeTags) => {
    markChanged(tags ?? 'all')
    heard()
  }
  h.bus = startCacheBus({ url: database.url, cache: { purge, freshMs: 0 }, log })
  return h.listening
}

/** The current index: built on first use, brought up to date with every change heard so far. */
export async function currentIndex(payload: Payload): Promise<IndexState> {
  const h = holder()
  h.payload = payload
  await listen(payload, h)
  // A change saved in this process a moment ago: its commit is announced within milliseconds.
  while ([...h.awaiting.values()].some((since) => Date.now() - since < COMMIT_WAIT_MS))
    await new Promise((r) => setTimeout(r, 5))
  h.awaiting.clear()
  const day = colomboDay()
  // The first build is waited for; later ones (a new day, "all", new synonyms) run while the old index answers.
  if (!h.rebuilding && (!h.state || h.state.day !== day || h.all)) {
    h.all = false
    h.pending.clear()
    const rebuilt = (h.rebuilding = queue(h, () => buildIndex(payload, day)).then((state) => (h.state = state)))
    void rebuilt.finally(() => (h.rebuilding = undefined)).catch(() => undefined)
    if (!h.state) await rebuilt
  }
  if (h.pending.size) {
    const tags = [...h.pending]
    h.pending.clear()
    await queue(h, () => refresh(payload, h.state!, tags))
  }
  await h.work
  return h.state!
}

function queue<T>(h: Holder, job: () => Promise<T>): Promise<T> {
  const run = h.work.then(job)
  h.work = run.catch((error: unknown) => h.payload?.logger.error({ err: error, msg: 'Search index: update failed' }))
  return run
}

/** Stops listening (tests; a process that ends). */
export async function closeSearchIndex(): Promise<void> {
  const h = holder()
  await h.bus?.close()
  clearAppSlot('searchIndex')
}

const one = { overrideAccess: false as const, disableErrors: true as const }

/** Reads again the documents `tags` name (a purge's "blogs:12", "exam-series:3", "global:contact-page"). */
async function refresh(payload: Payload, state: IndexState, tags: string[]): Promise<void> {
  const { index } = state
  const byCollection = new Map<string, string[]>()
  for (const tag of tags) {
    const [collection, id] = [tag.slice(0, tag.indexOf(':')), tag.slice(tag.indexOf(':') + 1)]
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), id])
  }
  const put = (id: string, doc: build.SearchDocument | null) => (doc ? index.put(doc) : index.remove(id))
  for (const id of byCollection.get('blogs') ?? []) {
    const doc = (await payload.findByID({ collection: 'blogs', id, depth: 0, ...one })) as Blog | null
    put(`blogs:${id}`, doc && build.blogDocument(doc))
  }
  for (const id of byCollection.get('events') ?? []) {
    const doc = (await payload.findByID({ collection: 'events', id, depth: 0, ...one })) as Event | null
    put(`events:${id}`, doc && build.eventDocument(doc))
  }
  for (const id of byCollection.get('downloads') ?? []) {
    const doc = (await payload.findByID({ collection: 'downloads', id, depth: 1, ...one })) as Download | null
    put(`downloads:${id}`, doc && build.downloadDocument(doc))
  }
  const seriesChanged = byCollection.has('exam-series') || byCollection.has('exam-categories')
  const examsChanged = seriesChanged || byCollection.has('exams')
  if (seriesChanged) {
    // A series names its exam, but not the one it named before the change: every exam page is made again.
    state.series = await build.readSeries(payload, state.day)
    const { docs } = await payload.find({ collection: 'exams', depth: 1, pagination: false, ...one })
    for (const id of [...index.documents.keys()]) if (id.startsWith('exams:')) index.remove(id)
    for (const exam of docs as Exam[]) put(`exams:${exam.id}`, build.examDocument(exam, state.series, state.day))
  } else {
    for (const id of byCollection.get('exams') ?? []) {
      const doc = (await payload.findByID({ collection: 'exams', id, depth: 1, ...one })) as Exam | null
      put(`exams:${id}`, doc && build.examDocument(doc, state.series, state.day))
    }
  }
  if (examsChanged) {
    index.put(build.calendarDocument(state.series, state.day))
  }
  if (examsChanged || [...byCollection.keys()].includes('global')) {
    for (const doc of await build.fixedDocuments(payload, state.series, state.day)) index.put(doc)
  }
}
