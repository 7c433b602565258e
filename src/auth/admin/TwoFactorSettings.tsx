'use client'
import React, { useCallback, useEffect, useState } from 'react'
import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { get, post, type StatusAnswer } from './api'
import { CodeInput } from './CodeInput'
import { SetUpTwoFactor } from './SetUpTwoFactor'
import { hasAdminRole } from '../roles'

/**
 * "Two-factor sign-in" on a staff account: the owner turns it on or off; an admin looking at a
 * colleague's account sees whether it is on and can reset it (lost phone).
 */
export function TwoFactorSettings() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  if (!id || !user) return null
  return (
    <fieldset className="two-factor-settings" data-testid="two-factor-settings">
      <legend>Two-factor sign-in</legend>
      {String(id) === String(user.id) ? <OwnAccount /> : <Colleague id={String(id)} isAdmin={hasAdminRole(user)} />}
    </fieldset>
  )
}

function OwnAccount() {
  const [status, setStatus] = useState<StatusAnswer | null>(null)
  const [mode, setMode] = useState<'idle' | 'setup' | 'disable'>('idle')
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const load = useCallback(() => void get<StatusAnswer>('/two-factor').then((r) => r.ok && setStatus(r.data)), [])
  useEffect(load, [load])

  if (!status) return null
  if (mode === 'setup') {
    return (
      <SetUpTwoFactor
        doneLabel="Done"
        onDone={() => {
          setMode('idle')
          load()
        }}
      />
    )
  }
  if (mode === 'disable') {
    const turnOff = async () => {
      const r = await post('/two-factor/disable', { code })
      setCode('')
      if (!r.ok) return setMessage(r.message)
      setMessage(null)
      setMode('idle')
      load()
    }
    return (
      <div>
        <CodeInput
          value={code}
          onChange={setCode}
          label="A code from your app (or a recovery code) to confirm"
          onEnter={turnOff}
        />
        {message && <p role="alert">{message}</p>}
        <Button onClick={turnOff}>Turn off two-factor sign-in</Button>
        <Button buttonStyle="secondary" onClick={() => setMode('idle')}>
          Keep it on
        </Button>
      </div>
    )
  }
  return status.enabled ? (
    <div>
      <p>
        <strong>On.</strong> Signing in asks for a code from your authenticator app. Recovery codes left:{' '}
        {status.recoveryCodesLeft}.
      </p>
      {status.required ? (
        <p>Required for all staff by an admin (Sign-in settings).</p>
      ) : (
        <Button buttonStyle="secondary" onClick={() => setMode('disable')}>
          Turn off…
        </Button>
      )}
    </div>
  ) : (
    <div>
      <p>
        <strong>Off.</strong> With it on, signing in also asks for a code from an authenticator app on your phone, so a
        stolen password alone is not enough.
      </p>
      <Button onClick={() => setMode('setup')}>Turn on two-factor sign-in</Button>
    </div>
  )
}

function Colleague({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const enabled = useFormFields(([fields]) => Boolean(fields.twoFactorEnabled?.value))
  const [message, setMessage] = useState<string | null>(null)
  const reset = async () => {
    const r = await post(`/${encodeURIComponent(id)}/two-factor/reset`)
    setMessage(r.ok ? (r.data as { message: string }).message : r.message)
  }
  return (
    <div>
      <p>{enabled ? 'On for this staff member.' : 'Off for this staff member.'}</p>
      {isAdmin && enabled && (
        <Button buttonStyle="secondary" onClick={reset}>
          Reset (lost phone): turn it off and end their sessions
        </Button>
      )}
      {message && <p role="status">{message}</p>}
    </div>
  )
}
