// The home page's two carousels (docs/product.md, Home), on Embla's framework-free core (decision 006, 012). The
// server renders each on its first slide, so the page is complete before this runs.
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import { HERO_AUTOPLAY_DELAY_MS } from '@/components/home/carouselConstants'
import { carousel } from './contract'
import { addNoscriptMarkup } from './noscript'

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Dots that follow the selected slide and scroll to theirs; `onDot` runs before the scroll. */
function bindDots(root: Element, embla: EmblaCarouselType, onDot: () => void = () => {}) {
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>(`button${carousel.dot.selector}`))
  dots.forEach((dot, i) =>
    dot.addEventListener('click', () => {
      onDot()
      embla.scrollTo(i)
    }),
  )
  const mark = () =>
    dots.forEach((dot, i) =>
      i === embla.selectedScrollSnap() ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    )
  embla.on('select', mark)
  mark()
}

/** The track scrolls natively only without this script (globals.css); here Embla moves it, so it is no tab stop. */
function takeOver(root: HTMLElement): HTMLElement | null {
  const viewport = root.querySelector<HTMLElement>(carousel.viewport.selector)
  for (const name of ['tabindex', 'role', 'aria-label']) viewport?.removeAttribute(name)
  return viewport
}

function heroSlider(root: HTMLElement) {
  const viewport = takeOver(root)
  if (!viewport) return
  // Off the screen until the first autoplay step: their pictures are fetched from now on.
  root.querySelectorAll(`noscript${carousel.laterPicture.selector}`).forEach(addNoscriptMarkup)
  const embla = EmblaCarousel(viewport, { loop: true, duration: 32 }, [
    Autoplay({ delay: HERO_AUTOPLAY_DELAY_MS, stopOnInteraction: true, playOnInit: !reducedMotion }),
  ])
  const autoplay = embla.plugins().autoplay
  root.setAttribute(carousel.autoplay.name, reducedMotion ? 'off' : 'on')
  embla.on('autoplay:stop', () => root.setAttribute(carousel.autoplay.name, 'off'))

  // The "creative" transition: each slide scales down and fades with its distance from the centre.
  const tween = () => {
    const progress = embla.scrollProgress()
    const snaps = embla.scrollSnapList()
    embla.slideNodes().forEach((node, i) => {
      let diff = snaps[i] - progress
      if (diff > 0.5) diff -= 1
      if (diff < -0.5) diff += 1
      const d = Math.min(Math.abs(diff * snaps.length), 1)
      const layer = node.firstElementChild as HTMLElement | null
      if (!layer) return
      layer.style.transform = `scale(${1 - d * 0.12}) translateX(${diff * snaps.length * -20}%)`
      layer.style.opacity = String(1 - d * 0.6)
    })
  }
  const hideOthers = () =>
    embla.slideNodes().forEach((node, i) => node.setAttribute('aria-hidden', String(i !== embla.selectedScrollSnap())))
  embla.on('scroll', tween).on('reInit', tween).on('select', hideOthers)
  tween()
  hideOthers()
  bindDots(root, embla, () => autoplay?.stop())
}

function groupCarousel(root: HTMLElement) {
  const viewport = takeOver(root)
  if (!viewport) return
  const embla = EmblaCarousel(viewport, { align: 'center', loop: true, skipSnaps: false })
  // Only the centred unit is full size and reachable by Tab.
  const focusOnSelected = () =>
    embla.slideNodes().forEach((node, i) => {
      const selected = i === embla.selectedScrollSnap()
      node.setAttribute(carousel.selected.name, String(selected))
      node.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => (a.tabIndex = selected ? 0 : -1))
    })
  embla.on('select', focusOnSelected)
  focusOnSelected()
  bindDots(root, embla)
}

/**
 * Set-up waits for an idle moment (at most 2 s), so it does not block the first screen: the server
 * rendered each carousel on its first slide, which shows meanwhile. The hero's first autoplay step comes
 * HERO_AUTOPLAY_DELAY_MS after that, so a visitor sees its first slide for the whole delay.
 */
function whenIdle(start: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 })
  else setTimeout(start, 200)
}

/** Set-up of what is below the first screen waits until it nears the viewport, then for an idle moment. */
function whenNearlyVisible(root: Element, start: () => void) {
  if (!('IntersectionObserver' in window)) return whenIdle(start)
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      whenIdle(start)
    },
    { rootMargin: '50% 0px' },
  )
  observer.observe(root)
}

/** While the popup (a modal dialog, open before this runs) covers the page, the hero waits until it is seen. */
function whenUncovered(start: () => void) {
  const covering = document.querySelector('dialog[open]')
  if (covering) covering.addEventListener('close', start, { once: true })
  else start()
}

// Each in its own idle moment: short tasks rather than one long one.
document
  .querySelectorAll<HTMLElement>(carousel.hero.selector)
  .forEach((root) => whenUncovered(() => whenIdle(() => heroSlider(root))))
document
  .querySelectorAll<HTMLElement>(carousel.group.selector)
  .forEach((root) => whenNearlyVisible(root, () => groupCarousel(root)))
