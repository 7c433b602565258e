import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import sharp from 'sharp'

import { env } from '@/lib/env'
import { databaseAdapter } from '@/lib/database'
import { collections } from '@/collections'
import { globals } from '@/globals'
import { onStart } from '@/seed/onStart'
import { emailAdapter } from '@/lib/email'
import { sendNotificationTask } from '@/forms/server/notificationJob'
import { inboxExport } from '@/collections/inboxExport'
import { multipartLimits, uploadLoggingLevels } from '@/uploads/multipart'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env().payloadSecret,
  admin: {
    user: 'users',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Lyceum Assessments admin' },
    // Gravatar would call out to the internet from every admin page.
    avatar: 'default',
  },
  collections,
  globals,
  editor: lexicalEditor(),
  db: databaseAdapter(env().database),
  sharp,
  upload: multipartLimits,
  loggingLevels: uploadLoggingLevels,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  telemetry: false,
  email: emailAdapter,
  jobs: {
    tasks: [sendNotificationTask],
    // Retries of failed notification e-mails run every minute inside the server process.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: () => env().NODE_ENV !== 'test',
  },
  plugins: [inboxExport],
  onInit: onStart,
})
