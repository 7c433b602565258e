import { answerRemindMe } from '@/reminders/http'

/** POST /api/reminders: "Remind me" (email, series); a confirmation e-mail is sent (docs/reminders.md). */
export const POST = answerRemindMe
