import { answerNotify } from '@/entries/payhere/http'

/** POST /api/payments/payhere/notify: PayHere's server-to-server payment notification (docs/entries.md, "Payments"). */
export const POST = answerNotify
