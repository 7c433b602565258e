// @ts-check
// The same answer for every visitor: kept in the public cache (server/routes.mjs).
export const cached = true
