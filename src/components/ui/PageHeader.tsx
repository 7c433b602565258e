import { MediaImage } from './MediaImage'
import type React from 'react'
import { Container } from './Container'
import { preview } from '@/browser/contract'

type Props = { title: string; kicker?: string; intro?: React.ReactNode; image?: string; liveField?: string }

/** The banner at the top of inner pages: title, optional label and background image. `liveField`: the
 * document field the title shows, which the admin's live preview follows as staff type. */
export function PageHeader({ title, kicker, intro, image, liveField }: Props) {
  return (
    <header className="relative isolate overflow-hidden bg-navy-deep text-white">
      {image && <MediaImage src={image} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-40" />}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-deep via-navy-deep/85 to-navy/40"
        aria-hidden="true"
      />
      <Container className="py-16 sm:py-24">
        {kicker && <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber">{kicker}</p>}
        <h1
          className="mt-3 max-w-4xl text-4xl font-extrabold leading-tight sm:text-5xl"
          {...(liveField && preview.liveField.props(liveField))}
        >
          {title}
        </h1>
        {intro && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-white/85">{intro}</div>}
      </Container>
    </header>
  )
}
