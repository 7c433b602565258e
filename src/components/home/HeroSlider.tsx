import type { ReactNode } from 'react'
import { carousel } from '@/browser/contract'
import { CarouselDots } from './CarouselDots'

/** Each slide's picture comes rendered from the server (a plain responsive <img>). */
export type HeroSlide = { id: number; picture: ReactNode }

/** The hero's crop: 4:3 on phones (the 12:5 slide would be 156 px tall there), 12:5 from the small breakpoint. */
export const HERO_ASPECT = 'aspect-[4/3] sm:aspect-[12/5]'
/** A 12:5 picture covering a 4:3 window is 0.75 × 2.4 = 1.8 viewport widths wide: phones need those pixels. */
export const HERO_IMAGE_SIZES = '(max-width: 639px) 180vw, 100vw'

/**
 * The home hero (docs/product.md, Home): a "creative" transition (slides scale and fade as they move), autoplay
 * every 5 s that stops for good once the visitor interacts, clickable dots, no arrows, grab cursor.
 * Server-rendered on its first slide; src/browser/home.ts (Embla, decision 006) makes it move, and adds the
 * other slides' pictures then (nothing off the screen is fetched for the first paint). Without the script the
 * track scrolls sideways with snap points (globals.css), so every slide can be reached, its picture shown
 * from the <noscript>.
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
      {/* Focusable and named for keyboard scrolling without the script; the script takes the tab stop away. */}
      <div
        {...carousel.viewport.props()}
        role="group"
        aria-label="Slides, scroll sideways"
        tabIndex={0}
        className="cursor-grab overflow-hidden active:cursor-grabbing"
      >
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className="relative min-w-0 flex-[0_0_100%] overflow-hidden"
            >
              <div className={`relative ${HERO_ASPECT} w-full will-change-transform`}>
                {i === 0 ? slide.picture : <noscript {...carousel.laterPicture.props()}>{slide.picture}</noscript>}
              </div>
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
