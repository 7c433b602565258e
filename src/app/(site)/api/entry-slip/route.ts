import { answerSlip } from '@/entries/documentsHttp'

/** POST /api/entry-slip (multipart: token, slip): a bank slip from the status page. */
export const POST = answerSlip
