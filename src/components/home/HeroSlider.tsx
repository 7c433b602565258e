'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { CarouselDots } from './CarouselDots'
import { HERO_AUTOPLAY_DELAY_MS } from './carouselConstants'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

/**
 * The home hero: a "creative" transition (slides scale and fade as they move), autoplay every
 * 5 s that stops for good once the visitor interacts, clickable dots, no arrows, grab cursor.
 */
/** Each slide's picture comes rendered from the server (a plain responsive <img>). */
export type HeroSlide = { id: number; picture: ReactNode }

export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: 32 }, [
    Autoplay({ delay: HERO_AUTOPLAY_DELAY_MS, stopOnInteraction: true, playOnInit: !reducedMotion }),
  ])
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(!reducedMotion)

  const tween = useCallback(() => {
    if (!embla) return
    const progress = embla.scrollProgress()
    const snaps = embla.scrollSnapList()
    embla.slideNodes().forEach((node, i) => {
      let diff = snaps[i] - progress
      if (embla.internalEngine().options.loop) {
        if (diff > 0.5) diff -= 1
        if (diff < -0.5) diff += 1
      }
      const d = Math.min(Math.abs(diff * snaps.length), 1)
      const layer = node.firstElementChild as HTMLElement | null
      if (layer) {
        layer.style.transform = `scale(${1 - d * 0.12}) translateX(${diff * snaps.length * -20}%)`
        layer.style.opacity = String(1 - d * 0.6)
      }
    })
  }, [embla])

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    const autoplay = embla.plugins().autoplay
    const onStop = () => setPlaying(false)
    onSelect()
    tween()
    embla.on('select', onSelect).on('scroll', tween).on('reInit', tween)
    embla.on('autoplay:stop', onStop)
    if (reducedMotion) autoplay?.stop()
    return () => {
      embla.off('select', onSelect).off('scroll', tween).off('reInit', tween)
      embla.off('autoplay:stop', onStop)
    }
  }, [embla, tween, reducedMotion])

  const goTo = (i: number) => {
    embla?.plugins().autoplay?.stop()
    embla?.scrollTo(i)
  }

  if (slides.length === 0) return null

  return (
    <section
      data-island="hero-slider"
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-autoplay={playing ? 'on' : 'off'}
      className="relative bg-navy-deep"
    >
      <div ref={emblaRef} className="cursor-grab overflow-hidden active:cursor-grabbing">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i !== selected}
              className="relative min-w-0 flex-[0_0_100%] overflow-hidden"
            >
              <div className="relative aspect-[12/5] w-full will-change-transform">
                {slide.picture}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-1 sm:bottom-4">
        <CarouselDots count={slides.length} selected={selected} onSelect={goTo} label="Choose a slide" />
      </div>
    </section>
  )
}
