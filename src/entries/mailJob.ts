import type { Payload, TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { runJobSoon } from '@/jobs/runner'
import { entryEmail, ENTRY_MAILS, type EntryMail } from './emails'

export type { EntryMail }
export const SEND_ENTRY_EMAIL = 'sendEntryEmail'

/**
 * Sends one e-mail of an entry (received, paid, entered…) from the jobs queue: SMTP down is retried with
 * back-off, and the job's log shows each attempt. It writes nothing on the entry, so it never races a
 * state change's history line.
 */
export const sendEntryEmailTask: TaskConfig<{ input: { entry: number; mail: string }; output: Record<string, never> }> =
  {
    slug: SEND_ENTRY_EMAIL,
    label: 'Send an entry’s e-mail',
    inputSchema: [
      { name: 'entry', type: 'number', required: true },
      { name: 'mail', type: 'text', required: true },
    ],
    retries: { attempts: 10, backoff: { type: 'exponential', delay: env().MAIL_RETRY_DELAY_MS } },
    handler: async ({ input, req: { payload } }) => {
      const mail = input.mail as EntryMail
      const entry = await payload.findByID({
        collection: 'entries',
        id: input.entry,
        depth: 1,
        overrideAccess: true,
        disableErrors: true,
      })
      if (!entry || !ENTRY_MAILS.includes(mail) || entry.anonymisedAt) return { output: {} }
      await payload.sendEmail(await entryEmail(payload, entry, mail))
      return { output: {} }
    },
  }

/** Queues an e-mail of an entry and runs it soon; a failure to queue is logged, never lost silently. */
export async function queueEntryEmail(payload: Payload, entry: number, mail: EntryMail) {
  try {
    const job = await payload.jobs.queue({ task: SEND_ENTRY_EMAIL, input: { entry, mail } })
    runJobSoon(payload, job.id)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue the ${mail} e-mail of entry ${entry}` })
  }
}
