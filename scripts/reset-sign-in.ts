// npm run staff:reset-sign-in -- <e-mail> [--password]
// For an operator on the server when no admin can sign in: unlocks the account, turns its two-factor
// sign-in off and ends its sessions. With --password, it also sets the password read from
// NEW_PASSWORD (never from the command line, which other users of the machine can see).
import { getPayload } from 'payload'
import config from '../src/payload.config'

const email = process.argv[2]?.trim().toLowerCase()
if (!email || email.startsWith('--')) {
  console.error('Usage: npm run staff:reset-sign-in -- <e-mail> [--password]  (the new password in NEW_PASSWORD)')
  process.exit(2)
}
const newPassword = process.argv.includes('--password') ? process.env.NEW_PASSWORD : undefined
if (process.argv.includes('--password') && !newPassword) {
  console.error('Set NEW_PASSWORD to the new password (at least 12 characters, not a common one).')
  process.exit(2)
}
const payload = await getPayload({ config })
const { docs } = await payload.find({
  collection: 'users',
  where: { email: { equals: email } },
  overrideAccess: true,
  depth: 0,
})
const user = docs[0]
if (!user) {
  console.error(`No staff account has the address ${email}.`)
  process.exit(1)
}
if (newPassword)
  await payload.update({ collection: 'users', id: user.id, data: { password: newPassword }, overrideAccess: true })
await payload.db.updateOne({
  collection: 'users',
  id: user.id,
  data: {
    ...(await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })),
    loginAttempts: 0,
    lockUntil: null,
    twoFactorEnabled: false,
    twoFactor: {},
    sessions: [],
  },
  returning: false,
})
console.log(
  `${email}: unlocked, two-factor sign-in off, sessions ended${newPassword ? ', new password set' : ''}. ` +
    'Sign in and turn two-factor sign-in on again.',
)
await payload.destroy()
process.exit(0)
