// Run by the global set-up in a process of its own (tsx, as the npm scripts run Payload): migrates the
// throwaway database and loads the demo content, then exits 0.
import { getPayload } from 'payload'
import config from '../../../src/payload.config'

const payload = await getPayload({ config })
// The first account is always an admin (src/auth/hooks.ts): one made here lets each test's account keep the
// roles it asks for, whichever test file runs first.
const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
if (totalDocs === 0)
  await payload.create({
    collection: 'users',
    data: { email: 'first-admin@example.lk', password: 'Lyceum-test-passphrase-2026!', roles: ['admin'] },
    overrideAccess: true,
  })
await payload.destroy()
process.exit(0)
