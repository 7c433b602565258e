import { answerDocument } from '@/entries/documentsHttp'

/** POST /api/entries/document (multipart: token, document): the access-arrangement document from the status page. */
export const POST = answerDocument
