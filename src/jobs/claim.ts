import type { Payload } from 'payload'

// Payload's runner claims a job by reading it and then setting `processing` in a second statement,
// so two instances (or a scheduled run and an immediate one) can both start the same job. On
// PostgreSQL we claim with one statement instead: a row is locked and flagged by exactly one caller.

/** A job left `processing` this long was cut off (its process died): it may be claimed again. */
export const ABANDONED_AFTER_MINUTES = 30

type Pool = { query: (text: string, values: unknown[]) => Promise<{ rows: { id: number }[] }> }

const CLAIM = `
UPDATE payload_jobs SET processing = true, updated_at = now()
WHERE id IN (
  SELECT id FROM payload_jobs
  WHERE completed_at IS NULL AND has_error IS NOT TRUE AND queue = 'default'
    AND ($2::int IS NULL OR id = $2)
    AND ((processing IS NOT TRUE AND (wait_until IS NULL OR wait_until < now()))
      OR (processing AND updated_at < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})))
  ORDER BY created_at
  LIMIT $1
  FOR UPDATE SKIP LOCKED)
RETURNING id`

/** Claims up to `limit` due jobs of the default queue; each id is answered to exactly one caller. */
export async function claimDueJobs(payload: Payload, limit: number): Promise<number[]> {
  const { rows } = await pool(payload).query(CLAIM, [limit, null])
  return rows.map((r) => Number(r.id))
}

/** Claims one job if it is still waiting to run; false when another run has it or it is done. */
export async function claimJob(payload: Payload, id: number): Promise<boolean> {
  const { rows } = await pool(payload).query(CLAIM, [1, id])
  return rows.length === 1
}

const pool = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool
