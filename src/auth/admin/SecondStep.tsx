'use client'
import React, { useState } from 'react'
import { Button } from '@payloadcms/ui'
import { post, safeAdminPath } from './api'
import { CodeInput } from './CodeInput'
import { SetUpTwoFactor } from './SetUpTwoFactor'

/** The second step of signing in: a code (or recovery code), or setting the factor up when it is required. */
export function SecondStep({ kind, redirect }: { kind: 'code' | 'setup'; redirect?: string }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Full loads, so the admin starts afresh with the session as it now is (its client state knows no user yet).
  const finish = () => window.location.assign(safeAdminPath(redirect))
  const cancel = async () => {
    await post('/two-factor/cancel')
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/admin/login')
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const r = await post('/two-factor/verify', { code })
    setBusy(false)
    if (r.ok) finish()
    else {
      setError(r.message)
      setCode('')
    }
  }

  return (
    <div className="two-factor-step">
      <h1>Two-factor sign-in</h1>
      {kind === 'setup' ? (
        <>
          <p>An admin requires two-factor sign-in for all staff. Set it up now to continue.</p>
          <SetUpTwoFactor onDone={finish} doneLabel="Continue to the admin" />
        </>
      ) : (
        <form onSubmit={submit}>
          <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
          <CodeInput value={code} onChange={setCode} label="Code" />
          {error && <p role="alert">{error}</p>}
          <Button type="submit" disabled={busy}>
            Sign in
          </Button>
        </form>
      )}
      <Button buttonStyle="secondary" onClick={cancel}>
        Cancel and sign in again
      </Button>
    </div>
  )
}
