import type { CollectionConfig } from 'payload'
import { nobodyField, staffAccountAccess } from '@/access'
import { env } from '@/lib/env'
import { signInEndpoints } from '@/auth/endpoints'
import { assignRoles, guardSignInOperations, holdForSecondFactor, keepAnAdmin, keepAnAdminOnDelete } from '@/auth/hooks'
import { resetPasswordEmail } from '@/auth/resetPasswordEmail'
import { sessionCookie } from '@/auth/sessionCookie'
import { ROLES, hasAdminRole, isAdminField } from '@/auth/roles'

/** Staff who sign in to the admin. Visitors never see this collection. Sign-in rules: src/auth/. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    group: 'Administration',
    defaultColumns: ['email', 'name', 'roles', 'twoFactorEnabled'],
    // Other staff reach their own account through "Account", not the list of staff.
    hidden: ({ user }) => !hasAdminRole(user),
  },
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Server-side sessions: signing out ends the session, so a copied token stops working.
    useSessions: true,
    // A token and its session last SESSION_HOURS from the last refresh; the admin refreshes while in use.
    tokenExpiration: Math.round(env().SESSION_HOURS * 3600),
    cookies: sessionCookie(env().serverUrl),
    // The link is built from SERVER_URL: Payload would take the request's host, which a client chooses.
    forgotPassword: {
      generateEmailSubject: () => 'Choose a new password for the Lyceum Assessments admin',
      generateEmailHTML: (args) => resetPasswordEmail(`${env().serverUrl}/admin/reset/${args?.token ?? ''}`),
    },
  },
  access: staffAccountAccess,
  endpoints: signInEndpoints,
  hooks: {
    beforeOperation: [guardSignInOperations],
    beforeChange: [assignRoles, keepAnAdmin],
    beforeDelete: [keepAnAdminOnDelete],
    afterLogin: [holdForSecondFactor],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      // New accounts are editors unless an admin ticks otherwise; the first account is an admin (hooks.ts).
      required: true,
      defaultValue: ['editor'],
      options: [...ROLES],
      saveToJWT: true,
      // Only an admin gives roles: nobody raises their own.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description:
          'Admin: everything. Editor: public content. Inbox: messages, enquiries and their exports. One or more.',
      },
    },
    {
      name: 'twoFactorEnabled',
      type: 'checkbox',
      label: 'Two-factor sign-in',
      defaultValue: false,
      // Changed only through /api/users/two-factor/*, which checks a code.
      access: { create: nobodyField, update: nobodyField },
      admin: { hidden: true, components: { Cell: '@/admin/TwoFactorCell#TwoFactorCell' } },
    },
    {
      // The encrypted TOTP secret, recovery code digests and half-finished sign-ins: never readable through any API.
      name: 'twoFactor',
      type: 'json',
      hidden: true,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
    },
    {
      // Not data: a refused new password keeps its reason on the field (src/admin/password/).
      name: 'passwordRule',
      type: 'ui',
      admin: { components: { Field: '@/admin/password/PasswordRuleGuard#PasswordRuleGuard' } },
    },
    {
      name: 'twoFactorSettings',
      type: 'ui',
      admin: { components: { Field: '@/auth/admin/TwoFactorSettings#TwoFactorSettings' } },
    },
  ],
}
