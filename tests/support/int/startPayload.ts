// Run by the global set-up in a process of its own (tsx, as the npm scripts run Payload): migrates the
// throwaway database and loads the demo content, then exits 0.
import { getPayload } from 'payload'
import config from '../../../src/payload.config'

const payload = await getPayload({ config })
await payload.destroy()
process.exit(0)
