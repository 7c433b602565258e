import { isDraining, markStartWarm, onShutdown, whenSiteWarm } from '../server/shared.mjs'

// Boots Payload when the server starts, so migrations, the first admin and demo content are
// ready before the first visitor arrives (and a bad configuration stops the start at once).
export async function startServer() {
  const [{ getPayload }, { payloadConfig }, database, jobs, reminders, anonymiser] = await Promise.all([
    import('payload'),
    import('@/lib/payloadConfig'),
    import('@/lib/database'),
    import('@/jobs/runner'),
    import('@/reminders/timer'),
    import('@/entries/anonymiseTask'),
  ])
  // cron: Payload's schedule (SQLite: retries of failed e-mails) starts with the server, not at the first admin visit.
  const payload = await getPayload({ config: await payloadConfig(), cron: true })
  database.reportDroppedConnections(payload)
  // Closed by the server's graceful shutdown (server/shutdown.mjs), once requests in flight have finished
  // (after the jobs runner, whose shutdown task Payload's init registered first).
  onShutdown({ name: 'database', run: () => database.closeDatabase(payload) })
  jobs.startJobsPoll(payload)
  reminders.startReminderPlanner(payload)
  anonymiser.startEntryAnonymiser(payload)
  // Not awaited: the server starts listening once register() returns.
  const [{ env }, { warmAdmin }, search] = await Promise.all([
    import('@/lib/env'),
    import('@/admin/warmUp'),
    import('@/search/searchIndex'),
  ])
  // After the public pages' warm-up: the first visitors after a start come before the first staff member.
  const warmRest = async () => {
    if (!env().isProduction) return
    await warmAdmin(env().PORT, (msg) => payload.logger.info(msg), { stopped: isDraining })
    // The search index (half a second of reads at ten years' content) is ready before the first search.
    if (!isDraining()) await search.currentIndex(payload)
  }
  void whenSiteWarm(60_000)
    .then(warmRest)
    .catch((error: unknown) => payload.logger.warn({ err: error, msg: 'Warming the admin or the search index failed' }))
    .finally(markStartWarm)
}
