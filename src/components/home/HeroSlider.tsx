import type { ReactNode } from 'react'
import { carousel } from '@/browser/contract'
import { CarouselDots } from './CarouselDots'

/** Each slide's picture comes rendered from the server (a plain responsive <img>). */
export type HeroSlide = { id: number; picture: ReactNode }

/**
 * The home hero (docs/product.md, Home): a "creative" transition (slides scale and fade as they move), autoplay
 * every 5 s that stops for good once the visitor interacts, clickable dots, no arrows, grab cursor.
 * Server-rendered on its first slide; src/browser/home.ts (Embla, decision 006) makes it move.
 */
export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  if (slides.length === 0) return null
  return (
    <section
      {...carousel.hero.props()}
      {...carousel.autoplay.props('off')}
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative bg-navy-deep"
    >
      <div {...carousel.viewport.props()} className="cursor-grab overflow-hidden active:cursor-grabbing">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i !== 0}
              className="relative min-w-0 flex-[0_0_100%] overflow-hidden"
            >
              <div className="relative aspect-[12/5] w-full will-change-transform">{slide.picture}</div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-1 sm:bottom-4">
        <CarouselDots count={slides.length} label="Choose a slide" />
      </div>
    </section>
  )
}
