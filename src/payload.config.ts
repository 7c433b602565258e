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
import { reminderTasks } from '@/reminders/tasks'
import { anonymiseEntriesTask } from '@/entries/anonymiseTask'
import { sendEntryEmailTask } from '@/entries/mailJob'
import { inboxExport, oneExportButton } from '@/collections/inboxExport'
import { depthLimit } from '@/apiGuard/graphqlDepth'
import { SignInSettings } from '@/auth/SignInSettings'
import { multipartLimits, uploadLoggingLevels } from '@/uploads/multipart'
import { storagePlugins } from '@/uploads/storage'
import { registerJobsShutdown } from '@/jobs/runner'
import { seoPlugins } from '@/seo/plugin'
import { redirectsPlugins } from '@/redirects/collection'
import { searchPlugins } from '@/search/plugin'
import { livePreview, withPreviewButton } from '@/content/pagePaths'
import { adminTimezones, sqliteAutoRun } from '@/jobs/schedule'
import { schedulePublishEndpoint } from '@/jobs/scheduleEndpoint'
import { adminNavByRole } from '@/access/adminNav'
import { SITE_ICON_URL } from '@/lib/siteIcon'
import { withScheduleDrawer } from '@/admin/schedule/config'
import { apiTabForAdmins } from '@/admin/apiTab'
import { plainUntitled } from '@/admin/plainUntitled'
import { adminWords } from '@/admin/words'
import { ADMIN_DATE_FORMAT } from '@/lib/staffTime'
import { keepFieldErrors } from '@/admin/keepFieldErrors'
import { privateLogOptions } from '@/lib/logPrivacy'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env().payloadSecret,
  admin: {
    user: 'users',
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ' · Lyceum Assessments admin',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: SITE_ICON_URL }],
    },
    // One format for every time the admin shows, with the year (src/lib/staffTime.ts).
    dateFormat: ADMIN_DATE_FORMAT,
    // Gravatar would call out to the internet from every admin page.
    avatar: 'default',
    // Scheduled publishing is shown and entered in Colombo time (src/jobs/schedule.ts).
    timezones: adminTimezones,
    // Sign-in (src/auth/): the second step after the password, and sessions renewed while in use.
    components: {
      graphics: { Logo: '@/admin/brand/Brand#BrandLogo', Icon: '@/admin/brand/Brand#BrandIcon' },
      beforeLogin: ['@/auth/admin/SecondStepRedirect#SecondStepRedirect'],
      beforeDashboard: [
        '@/admin/entries/EntriesDashboard#EntriesDashboard',
        '@/admin/dashboard/EditorsDashboard#EditorsDashboard',
      ],
      beforeNavLinks: ['@/admin/OpenNavOnDesktop#OpenNavOnDesktop'],
      providers: ['@/auth/admin/SessionKeepAlive#SessionKeepAlive'],
      views: { twoFactor: { Component: '@/auth/admin/TwoFactorView#TwoFactorView', path: '/two-factor', exact: true } },
    },
    // Drafts shown as visitors will see them, to signed-in staff only (decision 031).
    livePreview,
  },
  collections: collections.map((c) => withScheduleDrawer(withPreviewButton(c, 'collection'))),
  globals: [...globals.map((g) => withPreviewButton(g, 'global')), SignInSettings],
  // The office's words where Payload's would confuse ("Sign in", not "Login").
  i18n: { translations: { en: adminWords } },
  editor: lexicalEditor(),
  // The admin marks the field a save was refused for, with the rule's own words.
  hooks: { afterError: [keepFieldErrors] },
  db: databaseAdapter(env().database),
  sharp,
  upload: multipartLimits,
  loggingLevels: uploadLoggingLevels,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // Complexity (aliases and batches count) and depth are bounded before a query runs.
  graphQL: { disablePlaygroundInProduction: true, maxComplexity: 1000, validationRules: () => [depthLimit()] },
  telemetry: false,
  // In production, JSON lines at LOG_LEVEL, the shape of the server's request log (server/requestLog.mjs).
  // Never a failed query's values (names, ID numbers, birth dates): src/lib/logPrivacy.ts.
  logger: env().isProduction ? { options: { level: env().LOG_LEVEL, ...privateLogOptions } } : undefined,
  email: emailAdapter,
  // Scheduled publishing over REST; the admin schedules through Payload's own drawer.
  endpoints: [schedulePublishEndpoint],
  jobs: {
    // Payload adds its schedulePublish task (versions.drafts.schedulePublish); both run on the default queue.
    tasks: [sendNotificationTask, ...reminderTasks, sendEntryEmailTask, anonymiseEntriesTask],
    // SQLite: due jobs (e-mail retries, scheduled publications) run every ten seconds inside the server process.
    // PostgreSQL: src/jobs/runner.ts polls instead, claiming each job atomically across instances.
    autoRun: env().database.kind === 'sqlite' ? sqliteAutoRun : undefined,
    shouldAutoRun: () => env().NODE_ENV !== 'test' && env().jobsAutorun,
    // Jobs run only from the server's own runners; Payload's HTTP run endpoints would bypass the atomic claim.
    access: { run: () => false },
  },
  // SEO fields and the Page SEO global, redirects, the search index: what keeps the site findable.
  // adminNavByRole last: it hides from each role what it cannot change, including plugins' collections.
  plugins: [
    inboxExport,
    oneExportButton,
    ...storagePlugins(),
    ...seoPlugins(),
    ...redirectsPlugins(),
    ...searchPlugins(),
    apiTabForAdmins,
    plainUntitled,
    adminNavByRole,
  ],
  onInit: async (payload) => {
    // First, so that at shutdown the runner stops before the database closes.
    registerJobsShutdown(payload)
    await onStart(payload)
  },
})
