import type React from 'react'

/** Share of a card that must be on screen before it fades in (spec §9: scroll reveal threshold). */
export const REVEAL_THRESHOLD = 0.3

/**
 * A list whose `[data-reveal]` children fade in as they scroll into view (the site script does it).
 * The server renders them visible; only the script hides the ones still below the fold, so without
 * JavaScript, or with reduced motion, everything is shown at once.
 */
export function RevealOnScroll({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <ul data-reveal-root={REVEAL_THRESHOLD} className={className}>
      {children}
    </ul>
  )
}
