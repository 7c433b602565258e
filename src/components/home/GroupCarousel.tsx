import type { ReactNode } from 'react'
import { carousel } from '@/browser/contract'
import type { PublicGroupUnit } from '@/content/siteSettings'
import { CarouselDots } from './CarouselDots'
import { GROUP_CAROUSEL_CENTER_PADDING_PX } from './carouselConstants'

/**
 * The education group's units: centred slides with 200 px of the neighbours showing on each side as quiet
 * cards (words hidden, so none is cut off: globals.css), dots, no arrows. Medium screens and up only.
 * Server-rendered on its first unit; src/browser/home.ts (Embla, decision 006) makes it move. Without the
 * script the track scrolls sideways with snap points (globals.css), so every unit can be reached.
 */
export function GroupCarousel({ units }: { units: (PublicGroupUnit & { picture?: ReactNode })[] }) {
  return (
    <div
      {...carousel.group.props()}
      role="group"
      aria-roledescription="carousel"
      aria-label="Lyceum Education Group"
      data-testid="group-carousel"
    >
      {/* Focusable and named for keyboard scrolling without the script; the script takes the tab stop away. */}
      <div
        {...carousel.viewport.props()}
        role="group"
        aria-label="Group units, scroll sideways"
        tabIndex={0}
        className="cursor-grab overflow-hidden active:cursor-grabbing"
      >
        {/* Each card as tall as its own content: no empty band in a short card beside a long one. */}
        <div className="flex touch-pan-y items-start">
          {units.map((unit, i) => (
            <div
              key={unit.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${units.length}: ${unit.name}`}
              {...carousel.selected.props(String(i === 0))}
              className="group/slide min-w-0 px-3"
              style={{ flex: `0 0 calc(100% - ${GROUP_CAROUSEL_CENTER_PADDING_PX * 2}px)` }}
            >
              {/* Side by side, the picture fills its row, however long the text. */}
              <article
                className={
                  'grid content-start gap-2 overflow-hidden rounded-3xl bg-white ' +
                  'p-3 shadow-lg ring-1 ring-slate-200 transition-transform ' +
                  'duration-500 group-data-[selected=false]/slide:scale-[0.94] ' +
                  'lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:content-stretch'
                }
              >
                {unit.picture}
                <div className="flex flex-col gap-4 p-5 lg:justify-center lg:p-7">
                  <h3 className="text-2xl font-bold text-navy">{unit.name}</h3>
                  <p className="leading-relaxed text-slate-600">{unit.text}</p>
                  <div className="flex flex-wrap gap-3">
                    {unit.links.map((link) => (
                      <a
                        key={link.url}
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={
                          'inline-flex min-h-11 items-center gap-2 rounded-full ' +
                          'bg-navy px-5 text-sm font-semibold text-white hover:bg-teal'
                        }
                      >
                        {link.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                          <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11zM5 5h4v2H5v8h8v-4h2v6H3V5z" />
                        </svg>
                      </a>
                    ))}
                  </div>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6">
        <CarouselDots count={units.length} label="Choose a group unit" tone="dark" />
      </div>
    </div>
  )
}
