import { answerUnsubscribe } from '@/reminders/http'

/** POST /api/reminders/unsubscribe?token=…: one-click unsubscribe (RFC 8058) and the manage page's buttons. */
export const POST = answerUnsubscribe
