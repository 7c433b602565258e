// @ts-check
// What /gallery reads (its cache key keeps only these; server/routes.mjs). A page is cached unless it says not.
/** The query parameters the page reads: the code's name for each, and its name in the address. */
export const query = { page: 'page' }
