// @ts-check
// What /api/get-exam-calendar reads, and that its answer is the same for every visitor (server/routes.mjs).
/** The query parameters the handler reads: the code's name for each, and its name in the address. */
export const query = { exam: 'exam' }
export const cached = true
