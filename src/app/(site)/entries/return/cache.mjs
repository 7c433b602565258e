// @ts-check
// One visitor's answer (its address carries their key): never cached (server/routes.mjs).
export const cached = false
