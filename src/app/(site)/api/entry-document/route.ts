import { answerDocument } from '@/entries/documentsHttp'

/** POST /api/entry-document (multipart: token, document): the access-arrangement document from the status page. */
export const POST = answerDocument
