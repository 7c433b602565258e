// @ts-check
// What /api/get-all-blogs reads, and that its answer is the same for every visitor (server/routes.mjs).
/** The query parameters the handler reads: the code's name for each, and its name in the address. */
export const query = { page: 'page', limit: 'limit' }
export const cached = true
