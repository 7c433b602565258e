import React from 'react'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import { pendingSignIn } from '../twoFactor/state'
import { SecondStep } from './SecondStep'

/** /admin/two-factor: shown to a half signed-in staff member only; anyone else goes where they belong. */
export async function TwoFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const pending = await pendingSignIn(req.payload, await headers())
  if (!pending) redirect(req.user ? '/admin' : '/admin/login')
  const target = typeof searchParams?.redirect === 'string' ? searchParams.redirect : undefined
  return (
    <MinimalTemplate className="two-factor-view">
      <SecondStep kind={pending.entry.kind} redirect={target} />
    </MinimalTemplate>
  )
}
