'use client'
import React, { useEffect, useState } from 'react'
import { Button } from '@payloadcms/ui'
import { post, type EnableAnswer, type SetupAnswer } from './api'
import { CodeInput } from './CodeInput'

/**
 * Turning two-factor sign-in on: a new secret as a QR code and as text, a code from the app to
 * confirm it, then the recovery codes, shown once.
 */
export function SetUpTwoFactor({ onDone, doneLabel }: { onDone: () => void; doneLabel: string }) {
  const [setup, setSetup] = useState<SetupAnswer | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void post<SetupAnswer>('/two-factor/setup').then((r) => (r.ok ? setSetup(r.data) : setError(r.message)))
  }, [])

  const confirm = async () => {
    setBusy(true)
    const r = await post<EnableAnswer>('/two-factor/enable', { code })
    setBusy(false)
    if (r.ok) setCodes(r.data.recoveryCodes)
    else setError(r.message)
  }

  if (codes) {
    return (
      <div className="two-factor" data-testid="recovery-codes">
        <p>
          <strong>Two-factor sign-in is on.</strong> Keep these recovery codes somewhere safe (a password manager or on
          paper): each signs you in once if you lose your phone. They are not shown again.
        </p>
        <ul className="two-factor__codes">
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    )
  }
  if (!setup) return <p role={error ? 'alert' : undefined}>{error ?? 'Preparing a new secret…'}</p>
  return (
    <div className="two-factor">
      <p>
        1. Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
        Aegis&hellip;).
      </p>
      {/* The SVG is drawn by the server's QR library from the otpauth address: no markup from anyone else. */}
      <div className="two-factor__qr" dangerouslySetInnerHTML={{ __html: setup.qrCode }} />
      <p>
        Or type this key into the app: <code data-testid="two-factor-secret">{setup.secret}</code>
      </p>
      <p>2. Enter the 6-digit code the app shows.</p>
      <CodeInput value={code} onChange={setCode} label="Code from the app" onEnter={confirm} />
      {error && <p role="alert">{error}</p>}
      <Button onClick={confirm} disabled={busy}>
        Turn on two-factor sign-in
      </Button>
    </div>
  )
}
