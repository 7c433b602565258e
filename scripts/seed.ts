// npm run seed [-- --reset]: loads the demo content; --reset replaces it (messages and users are kept).
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { seedDemoContent } from '../src/seed'

const reset = process.argv.includes('--reset')
const payload = await getPayload({ config })
await seedDemoContent(payload, { reset })
await payload.destroy()
process.exit(0)
