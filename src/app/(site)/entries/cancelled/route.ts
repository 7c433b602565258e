import { answerCancel } from '@/entries/payhere/http'

/** GET /entries/cancelled?order_id=…&check=…: back from PayHere's page after cancelling; on to the status page. */
export const GET = answerCancel
