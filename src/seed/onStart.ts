import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { migrationsFor } from '@/lib/database'
import { oneInstanceAtATime } from './startupLock'
import { fillEmptySearchIndex } from '@/search/refill'
import { isEmpty, seedDemoContent } from './index'

/** Once per process start: migrations, the first admin, demo content on an empty database, search index if empty. */
export async function onStart(payload: Payload): Promise<void> {
  const config = env()
  await oneInstanceAtATime(payload, async () => {
    // SQLite in production migrates through the adapter's prodMigrations; PostgreSQL always here, under the lock.
    if (!config.isProduction || config.database.kind === 'postgres') {
      await payload.db.migrate({ migrations: migrationsFor(config.database) as never })
    }
    if (process.env.PAYLOAD_MIGRATING === 'true') return
    await ensureFirstAdmin(payload)
    if (config.SEED_DEMO_CONTENT === 'true' && (await isEmpty(payload))) {
      payload.logger.info('Empty database: loading the demo content…')
      await seedDemoContent(payload)
    }
    await fillEmptySearchIndex(payload)
  })
}

async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const admin = env().admin
  if (admin) {
    await payload.create({
      collection: 'users',
      data: { email: admin.email, password: admin.password, name: 'Administrator', roles: ['admin'] },
      overrideAccess: true,
    })
    payload.logger.info(`Created the first admin user ${admin.email} (from ADMIN_EMAIL).`)
  } else {
    payload.logger.info(
      `No admin user yet: open ${env().serverUrl}/admin to create the ` +
        'first one, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart.',
    )
  }
}
