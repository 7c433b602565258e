import type React from 'react'

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost-light'
const variants: Record<Variant, string> = {
  primary: 'bg-amber text-navy-deep hover:bg-[#f7b84f] shadow-sm',
  secondary: 'bg-navy text-white hover:bg-navy-deep shadow-sm',
  outline: 'border-2 border-navy text-navy hover:bg-navy hover:text-white',
  'ghost-light': 'border-2 border-white/70 text-white hover:bg-white hover:text-navy',
}
export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full ' +
  'px-6 py-2.5 text-sm font-semibold transition-colors duration-200 ' +
  `disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`

/** A link that looks like a button; external links open in a new tab safely. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className = '',
  external,
}: {
  href: string
  children: React.ReactNode
  variant?: Variant
  className?: string
  external?: boolean
}) {
  const isExternal = external ?? /^https?:\/\//.test(href)
  const opensTab = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a href={href} {...opensTab} className={buttonClass(variant, className)}>
      {children}
    </a>
  )
}
