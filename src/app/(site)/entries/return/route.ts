import { answerReturn } from '@/entries/payhere/http'

/** GET /entries/return?order_id=…&check=…: back from PayHere's page after paying; on to the status page. */
export const GET = answerReturn
