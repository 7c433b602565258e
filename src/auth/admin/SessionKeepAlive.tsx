'use client'
import React, { useEffect, useRef } from 'react'
import { useAuth } from '@payloadcms/ui'

// Sessions end after SESSION_HOURS without activity. Payload's admin renews its token only when a
// page changes near the end; this renews it, at most every 5 minutes, while the staff member types
// or clicks, so a long edit on one page counts as activity too.
const RENEW_EVERY_MS = 5 * 60_000

export function SessionKeepAlive({ children }: { children?: React.ReactNode }) {
  const { user, refreshCookie } = useAuth()
  const last = useRef(0)
  useEffect(() => {
    if (!user) return
    last.current = Date.now()
    const onActivity = () => {
      if (Date.now() - last.current < RENEW_EVERY_MS) return
      last.current = Date.now()
      refreshCookie(true)
    }
    window.addEventListener('keydown', onActivity)
    window.addEventListener('pointerdown', onActivity)
    return () => {
      window.removeEventListener('keydown', onActivity)
      window.removeEventListener('pointerdown', onActivity)
    }
  }, [user, refreshCookie])
  return <>{children}</>
}
