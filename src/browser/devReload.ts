// Development only (npm run dev): reloads the page when a source file changes or the server
// restarts. Loaded by SiteShell in development; server/devReload.mjs sends the events.
const events = new EventSource('/__dev/reload')
let serverId: string | undefined
events.addEventListener('hello', (event) => {
  const id = (event as MessageEvent<string>).data
  if (serverId && serverId !== id) window.location.reload()
  serverId = id
})
events.addEventListener('change', () => window.location.reload())
