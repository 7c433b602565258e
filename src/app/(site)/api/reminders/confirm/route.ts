import { answerConfirm } from '@/reminders/http'

/** POST /api/reminders/confirm (token): turns a subscription's reminders on. */
export const POST = answerConfirm
