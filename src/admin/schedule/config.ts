import type { CollectionConfig } from 'payload'

// Collections with scheduled publishing get our Publish button, whose drawer fits the document (ScheduleDrawer.tsx).

const schedules = (c: CollectionConfig) => {
  const drafts = c.versions && typeof c.versions === 'object' ? c.versions.drafts : undefined
  return Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
}

export function withScheduleDrawer(c: CollectionConfig): CollectionConfig {
  if (!schedules(c)) return c
  const edit = {
    ...c.admin?.components?.edit,
    PublishButton: '@/admin/schedule/PublishWithSchedule#PublishWithSchedule',
  }
  return { ...c, admin: { ...c.admin, components: { ...c.admin?.components, edit } } }
}
