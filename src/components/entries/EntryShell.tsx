import type React from 'react'
import { Container } from '@/components/ui/Container'
import { JourneySteps } from './JourneySteps'

/**
 * The frame of every entry page: a compact navy header (kicker, title, the three steps) and a narrow
 * column, so a phone shows the form or the status from the first screen.
 */
export function EntryShell({
  kicker,
  title,
  intro,
  step,
  children,
}: {
  kicker: string
  title: string
  intro?: React.ReactNode
  step?: 0 | 1 | 2
  children: React.ReactNode
}) {
  return (
    <>
      <header className="bg-navy-deep text-white">
        <Container className="py-8 sm:py-12">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber">{kicker}</p>
          <h1 className="mt-2 max-w-3xl text-[1.75rem] font-extrabold leading-tight sm:text-4xl">{title}</h1>
          {intro && <div className="mt-3 max-w-2xl text-base leading-relaxed text-white/85 sm:text-lg">{intro}</div>}
          {step !== undefined && (
            <div className="mt-6">
              <JourneySteps current={step} />
            </div>
          )}
        </Container>
      </header>
      <div className="bg-mist py-8 sm:py-14">
        <Container>{children}</Container>
      </div>
    </>
  )
}

/** A white card of the entry pages. */
export function EntryCard({
  title,
  id,
  children,
  className = '',
}: {
  title?: string
  id?: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={title && id ? `${id}-heading` : undefined}
      id={id}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7 ${className}`}
    >
      {title && (
        <h2 id={id ? `${id}-heading` : undefined} className="font-display text-xl font-bold text-navy">
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}
