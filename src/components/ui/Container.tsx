import type React from 'react'

/** The page's horizontal rhythm: one max width and gutter everywhere. */
export function Container({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-5 sm:px-8 ${className}`}>{children}</div>
}
