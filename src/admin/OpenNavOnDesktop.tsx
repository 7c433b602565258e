'use client'
import { useNav, useWindowInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

// Payload closes the side menu whenever its breakpoints settle below 1441 px (and they settle after the
// first paint, at a moment of their own); on a laptop's 1280 there is room for it, and staff find the
// collections there. So after each of those moments the menu opens again, from 1025 px up; a click on
// the toggle stays the staff member's choice until the window crosses a breakpoint.
const LAPTOP = '(min-width: 1025px) and (max-width: 1440px)'

export function OpenNavOnDesktop() {
  const { setNavOpen } = useNav()
  const { breakpoints } = useWindowInfo()
  const { l, m, s } = breakpoints ?? {}
  useEffect(() => {
    // After Payload's own effect for the same change, which runs after this child's.
    const timer = setTimeout(() => {
      if (window.matchMedia(LAPTOP).matches) setNavOpen(true)
    }, 0)
    return () => clearTimeout(timer)
  }, [l, m, s, setNavOpen])
  return null
}
