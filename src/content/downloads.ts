import 'server-only'
import type { Download, DownloadCategory } from '@/payload-types'
import type { Where } from 'payload'
import { payloadClient } from '@/lib/payload'
import { downloadPath, downloadUrl } from '@/lib/urls'
import { readOptions } from './preview'

export type PublicDownload = {
  id: number
  title: string
  file: string
  file_url: string
  download_cat_id: number
}
export type PublicDownloadCategory = { id: number; name: string }
export type DownloadList = { downloads: PublicDownload[]; downloadCats: PublicDownloadCategory[] }

export function toPublicDownload(doc: Download): PublicDownload {
  const file = downloadPath(doc)
  return {
    id: doc.id,
    title: doc.title,
    file,
    file_url: downloadUrl(file),
    download_cat_id: typeof doc.category === 'object' ? doc.category.id : doc.category,
  }
}

/** Downloads and the categories they use, in category order (each category listed once). */
export function toDownloadList(docs: Download[]): DownloadList {
  const cats = new Map<number, DownloadCategory>()
  for (const d of docs) if (typeof d.category === 'object') cats.set(d.category.id, d.category)
  const downloadCats = [...cats.values()]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name))
    .map((c) => ({ id: c.id, name: c.name }))
  return { downloads: docs.map(toPublicDownload), downloadCats }
}

/** Downloads grouped under their category, the way pages show them. */
export function groupByCategory(list: DownloadList) {
  return list.downloadCats
    .map((category) => ({
      category,
      downloads: list.downloads.filter((d) => d.download_cat_id === category.id),
    }))
    .filter((g) => g.downloads.length > 0)
}

export async function findDownloads(where: Where): Promise<DownloadList> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'downloads',
    where,
    sort: 'title',
    pagination: false,
    depth: 1,
    ...(await readOptions()),
  })
  return toDownloadList(docs)
}

/** The home page's Download Materials. */
export function getDownloadMaterials(): Promise<DownloadList> {
  return findDownloads({ showOnHome: { equals: true } })
}
