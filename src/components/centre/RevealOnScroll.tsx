'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'

/** Share of a card that must be on screen before it fades in (spec §9: scroll reveal threshold). */
export const REVEAL_THRESHOLD = 0.3

const HIDDEN = ['opacity-0', 'translate-y-6']

/**
 * Fades its `[data-reveal]` children in as they scroll into view. The server renders them visible;
 * only this script hides the ones still below the fold, so without JavaScript, or with reduced
 * motion, everything is shown at once.
 */
export function RevealOnScroll({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  const root = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const list = root.current
    if (!list) return
    const markReady = () => list.setAttribute('data-reveal-ready', 'true')
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (reduceMotion || typeof IntersectionObserver === 'undefined') return markReady()

    const items = [...list.querySelectorAll<HTMLElement>('[data-reveal]')]
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.classList.remove(...HIDDEN)
          entry.target.setAttribute('data-revealed', 'true')
          observer.unobserve(entry.target)
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    items.forEach((item, i) => {
      // Cards already on screen stay as they are: no flash of hidden content.
      if (item.getBoundingClientRect().top < window.innerHeight) return
      item.style.transitionDelay = `${(i % 4) * 90}ms`
      item.classList.add(...HIDDEN)
      observer.observe(item)
    })
    markReady()
    return () => observer.disconnect()
  }, [])

  return (
    <ul ref={root} className={className}>
      {children}
    </ul>
  )
}
