'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { Loading } from '@/components/ui/Loading'

const SHOW_AFTER_MS = 120 // a prefetched page arrives sooner: no flash
const GIVE_UP_AFTER_MS = 20_000

/**
 * "Loading..." while the next page's data loads during client-side navigation (spec: lists and
 * pages, loading then loaded). It lives here rather than in loading.tsx files because a route-level
 * loading boundary also streams into the first HTML, which would leave visitors without JavaScript
 * on "Loading..." and turn 404s into streamed 200s.
 */
export function NavigationLoading({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const [target, setTarget] = useState<string | null>(null)
  const [visible, setVisible] = useState(false)
  const [shownFor, setShownFor] = useState(pathname)

  // Arrived: the new page replaces the loading state.
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setTarget(null)
    setVisible(false)
  }

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
      const url = new URL(link.href, window.location.href)
      const internalPage = url.origin === window.location.origin && !/^\/(api|admin)(\/|$)/.test(url.pathname)
      if (internalPage && url.pathname !== window.location.pathname) setTarget(url.pathname)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (!target) return
    const show = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    const giveUp = window.setTimeout(() => {
      setTarget(null)
      setVisible(false)
    }, GIVE_UP_AFTER_MS)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(giveUp)
    }
  }, [target])

  // A click handled after a fast navigation already arrived must not hide the new page.
  const loading = visible && target !== null && target !== pathname
  return (
    <>
      {loading && <Loading />}
      <div hidden={loading}>{children}</div>
    </>
  )
}
