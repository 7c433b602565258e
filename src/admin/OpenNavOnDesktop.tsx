'use client'
import { useNav } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

// Payload folds the side menu away below 1441 px; on a laptop's 1280 there is room for it, and staff
// find the collections there. Opened once per page load, after Payload's own effect has closed it.
export function OpenNavOnDesktop() {
  const { setNavOpen } = useNav()
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    setTimeout(() => {
      if (window.matchMedia('(min-width: 1025px)').matches) setNavOpen(true)
    }, 50)
  }, [setNavOpen])
  return null
}
