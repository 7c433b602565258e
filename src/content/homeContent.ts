import 'server-only'
import type { Notification, SliderItem, Value } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { mediaPath } from '@/lib/urls'
import { readOptions } from './preview'

export type PublicSlide = { id: number; image: string; width: number; height: number }
export type PublicNotification = {
  id: number
  visibility: 'show' | 'hide'
  message: string
  buttonText: string
  url: string
}
export type PublicValue = { id: number; name: string; icon: string; bg_color: string }

export function toPublicSlide(doc: SliderItem): PublicSlide {
  const image = typeof doc.image === 'object' ? doc.image : null
  return { id: doc.id, image: mediaPath(image), width: image?.width ?? 0, height: image?.height ?? 0 }
}

export function toPublicNotification(doc: Notification): PublicNotification {
  return {
    id: doc.id,
    visibility: doc.visibility,
    message: doc.message,
    buttonText: doc.buttonText ?? '',
    url: doc.url ?? '',
  }
}

export function toPublicValue(doc: Value): PublicValue {
  return { id: doc.id, name: doc.name, icon: mediaPath(doc.icon), bg_color: doc.bg_color }
}

export async function listSlides(): Promise<PublicSlide[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'slider-items',
    sort: 'order',
    pagination: false,
    depth: 1,
    ...(await readOptions()),
  })
  return docs.map(toPublicSlide).filter((s) => s.image !== '')
}

/** Notifications, most recently edited first: the first one is the one the site shows. */
export async function listNotifications(): Promise<PublicNotification[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'notifications',
    sort: '-updatedAt',
    pagination: false,
    depth: 0,
    ...(await readOptions()),
  })
  return docs.map(toPublicNotification)
}

export async function listValues(): Promise<PublicValue[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'values',
    sort: 'order',
    pagination: false,
    depth: 1,
    ...(await readOptions()),
  })
  return docs.map(toPublicValue)
}
