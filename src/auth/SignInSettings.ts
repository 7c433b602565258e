import { APIError, type GlobalConfig } from 'payload'
import { signInSettingsAccess } from '@/access'
import { SIGN_IN_SETTINGS } from './requirement'
import { storedUser } from './twoFactor/state'

/** Sign-in rules an admin sets for all staff. */
export const SignInSettings: GlobalConfig = {
  slug: SIGN_IN_SETTINGS,
  label: 'Sign-in settings',
  admin: { group: 'Administration' },
  access: signInSettingsAccess,
  fields: [
    {
      name: 'requireTwoFactor',
      type: 'checkbox',
      defaultValue: false,
      label: 'Require two-factor sign-in for all staff',
      admin: {
        description:
          'Staff without it are sent to set it up (authenticator app) at ' +
          'their next sign-in; their current sessions end when you save.',
      },
    },
  ],
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, req }) => {
        const turningOn = data.requireTwoFactor === true && originalDoc?.requireTwoFactor !== true
        if (!turningOn || !req.user) return data
        // The admin who turns it on must not be the first one locked out by it.
        const self = await storedUser(req.payload, req.user.id, req)
        if (!self?.twoFactorEnabled) {
          throw new APIError(
            'Turn on two-factor sign-in for your own account first (Account, then Two-factor sign-in).',
            400,
            undefined,
            true,
          )
        }
        return data
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (doc.requireTwoFactor !== true || previousDoc?.requireTwoFactor === true) return doc
        // Sessions of staff without a second factor end now: they set it up at their next sign-in.
        const { docs } = await req.payload.find({
          collection: 'users',
          where: { twoFactorEnabled: { not_equals: true } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req,
        })
        for (const user of docs) {
          await req.payload.db.updateOne({
            collection: 'users',
            id: user.id,
            data: { sessions: [] },
            req,
            returning: false,
          })
        }
        return doc
      },
    ],
  },
}
