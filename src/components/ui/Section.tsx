import type React from 'react'
import { Container } from './Container'

type Tone = 'white' | 'mist' | 'navy' | 'cream'
const tones: Record<Tone, string> = {
  white: 'bg-white',
  mist: 'bg-mist',
  navy: 'bg-navy text-white',
  cream: 'bg-cream',
}

/** A full-width band of the page with consistent vertical spacing. */
export function Section({
  children,
  tone = 'white',
  id,
  labelledBy,
  className = '',
}: {
  children: React.ReactNode
  tone?: Tone
  id?: string
  labelledBy?: string
  className?: string
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-16 sm:py-20 ${tones[tone]} ${className}`}>
      <Container>{children}</Container>
    </section>
  )
}

/** Kicker + title + optional intro, the heading of every section. */
export function SectionHeading({
  id,
  kicker,
  title,
  intro,
  align = 'left',
  invert = false,
  className = 'mb-10',
}: {
  id?: string
  kicker?: string
  title: string
  intro?: React.ReactNode
  align?: 'left' | 'center'
  invert?: boolean
  className?: string
}) {
  return (
    <div className={`${className} max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {kicker && (
        <p className={`text-sm font-semibold uppercase tracking-[0.18em] ${invert ? 'text-amber' : 'text-teal'}`}>
          {kicker}
        </p>
      )}
      <h2 id={id} className={`mt-2 text-3xl font-bold sm:text-4xl ${invert ? 'text-white' : 'text-navy'}`}>
        {title}
      </h2>
      {intro && (
        <div className={`mt-4 text-lg leading-relaxed ${invert ? 'text-white/85' : 'text-slate-600'}`}>{intro}</div>
      )}
    </div>
  )
}
