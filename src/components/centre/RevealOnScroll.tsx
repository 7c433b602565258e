import type React from 'react'
import { site } from '@/browser/contract'

/** Share of a card on screen before it fades in (docs/product.md, Centre for School Excellence). */
export const REVEAL_THRESHOLD = 0.3

/**
 * A list whose reveal items (`site.revealItem`, styled by `revealItemClass`) fade in as they scroll into view.
 * The server renders them visible; only the script hides the ones still below the fold, so without
 * JavaScript, or with reduced motion, everything is shown at once.
 */
/** An item's look while it waits below the fold, and its fade in (the script sets the state). */
export const revealItemClass =
  'transition-[opacity,transform] duration-700 ease-out ' +
  'data-[reveal=waiting]:translate-y-6 data-[reveal=waiting]:opacity-0'

export function RevealOnScroll({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <ul {...site.revealList.props(String(REVEAL_THRESHOLD))} className={className}>
      {children}
    </ul>
  )
}
