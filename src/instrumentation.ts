// Boots Payload when the server starts, so migrations, the first admin and demo content are
// ready before the first visitor arrives (and a bad configuration stops the start at once).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config })
}
