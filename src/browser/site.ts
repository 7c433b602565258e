// The site script, inlined into every page (its CSP hash is computed when it is built): the menus,
// "Loading..." while the next page loads, and the scroll reveal. Pages carry no framework runtime,
// so this is plain DOM code, tied to the markup by ./contract.
import { SCRIPTED, site } from './contract'
import { addNoscriptMarkup } from './noscript'

/**
 * The page paints from the critical CSS in its head; the full stylesheet is named by a <noscript> at the top of
 * the body. A session's first page never applies it (that restyles the whole page: the longest task of a load);
 * once the page has loaded it is prefetched, and once cached its URL is kept for the session's later pages, which
 * link it from the head (scripted.ts); a sheet of an earlier build linked from there is dropped.
 */
function prefetchFullStylesheet() {
  document.querySelectorAll<HTMLElement>(`noscript${site.fullStylesheet.selector}`).forEach((noscript) => {
    const href = noscript.getAttribute(site.fullStylesheet.name)
    if (!href) return
    const remember = () => {
      try {
        sessionStorage.setItem(site.fullStylesheetLoaded, href)
      } catch {
        // storage blocked: every page is a first page
      }
    }
    const linked = Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]'))
    linked.filter((link) => link.getAttribute('href') !== href).forEach((stale) => stale.remove())
    const current = linked.find((link) => link.getAttribute('href') === href)
    if (current) {
      if (current.sheet) remember()
      else current.addEventListener('load', remember)
      return
    }
    afterLoad(() => {
      const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href })
      link.addEventListener('load', remember)
      document.head.append(link)
    })
  })
}

/**
 * Runs `work` once the page's first contentful paint is on the screen. A frame's callbacks run before it
 * is shown, and a page whose content is inline can fire `load` before its first paint: what starts then
 * (a request, a script) is counted into that paint, and into a largest paint that follows.
 */
function afterFirstPaint(work: () => void) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(work, 0))
    return
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    observer.disconnect()
    work()
  }
  // Buffered: a paint that came before this runs is reported too.
  const observer = new PerformanceObserver(
    (list) => list.getEntriesByName('first-contentful-paint').length > 0 && once(),
  )
  observer.observe({ type: 'paint', buffered: true })
  // A page in a background tab paints once shown; one that never paints contentfully still gets its scripts.
  setTimeout(once, 5000)
}

/**
 * Runs `work` once the page has loaded, painted, shown the images it loaded (two frames on) and the browser
 * is idle: nothing it fetches competes with the page's own, nor is counted into its largest paint.
 */
function afterLoad(work: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => work(), { timeout: 2000 }) : setTimeout(work, 200)
  const later = () => afterFirstPaint(() => requestAnimationFrame(() => requestAnimationFrame(idle)))
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

/**
 * What waits for the first paint (src/browser/contract.ts, site.afterPaint and site.afterPaintScript): a
 * <noscript>'s markup joins the page, a named script loads. Markup that waits only while a modal dialog
 * covers the page joins it at once when none does (the popup's inline script ran before this one); when
 * one does, everything waits for the dialog's pictures to be shown too.
 */
function addAfterPaint() {
  const dialog = document.querySelector('dialog[open]')
  const covered = dialog !== null
  const waiting: Element[] = []
  document.querySelectorAll(`noscript${site.afterPaint.selector}`).forEach((noscript) => {
    if (!covered && noscript.matches(site.afterPaint.is(site.whileCovered))) addNoscriptMarkup(noscript)
    else waiting.push(noscript)
  })
  const later = () => {
    waiting.forEach(addNoscriptMarkup)
    document.querySelectorAll(`template${site.afterPaintScript.selector}`).forEach((template) => {
      document.body.append(
        Object.assign(document.createElement('script'), { src: template.getAttribute(site.afterPaintScript.name) }),
      )
      template.remove()
    })
  }
  // Under a modal dialog, its pictures (the poster: the page's largest paint) are shown first.
  const shown = () =>
    Promise.all(Array.from(dialog?.querySelectorAll('img') ?? [], (img) => img.decode().catch(() => undefined))).then(
      () => (dialog ? whenPainted(dialog, later) : later()),
    )
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => afterFirstPaint(shown), { once: true })
  else afterFirstPaint(shown)
}

/**
 * Runs `work` once a picture in `container` has been presented: the browser's report of it as a largest
 * paint where there is one (a frame's callbacks can run before the previous frame is on the screen), else
 * two frames after its decoding, and half a second later at the latest (a picture that is not the largest).
 */
function whenPainted(container: Element, work: () => void) {
  let done = false
  const once = () => {
    if (done) return
    done = true
    observer?.disconnect()
    work()
  }
  const reportsPaints =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  const observer = reportsPaints
    ? new PerformanceObserver((list) => {
        if (
          list
            .getEntries()
            .some((entry) => container.contains((entry as PerformanceEntry & { element: Element | null }).element))
        )
          once()
      })
    : undefined
  observer?.observe({ type: 'largest-contentful-paint', buffered: true })
  requestAnimationFrame(() => requestAnimationFrame(() => (reportsPaints ? setTimeout(once, 500) : once())))
}

function enhanceSite() {
  prefetchFullStylesheet()
  addAfterPaint()
  const root = document.documentElement
  // The head's script (scripted.ts) set the attribute; its value says the site script has run too.
  if (root.getAttribute(SCRIPTED.name) === 'site') return
  root.setAttribute(SCRIPTED.name, 'site')
  enhanceMenus()
  showLoadingOnNavigation()
  revealOnScroll()
}

/** Every disclosure holds a button whose aria-controls names the panel it shows. */
function enhanceMenus() {
  const buttonSelector = `${site.disclosure.selector} > button[aria-controls]`
  const buttonOf = (wrapper: Element) => wrapper.querySelector<HTMLButtonElement>(`:scope > button[aria-controls]`)
  const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')
  const setOpen = (wrapper: Element, open: boolean) => {
    const button = buttonOf(wrapper)
    const panel = button && panelOf(button)
    if (!button || !panel) return
    button.setAttribute('aria-expanded', String(open))
    panel.hidden = !open
  }
  const isOpen = (wrapper: Element) => buttonOf(wrapper)?.getAttribute('aria-expanded') === 'true'
  const closeAllBut = (keep: Element | null) => {
    document.querySelectorAll(`${site.dropdown.selector}, ${site.menu.selector}`).forEach((w) => {
      if (w !== keep && !w.contains(keep)) setOpen(w, false)
    })
  }
  const links = (wrapper: Element) => Array.from(wrapper.querySelectorAll<HTMLAnchorElement>(site.menuLink.selector))

  document.addEventListener('click', (event) => {
    const target = event.target as Element
    const button = target.closest?.(buttonSelector)
    if (button) {
      const wrapper = button.parentElement as Element
      const open = !isOpen(wrapper)
      closeAllBut(wrapper)
      setOpen(wrapper, open)
      return
    }
    // A chosen link or a click elsewhere closes the open menus.
    closeAllBut(target.closest?.('a[href]') ? null : (target.closest?.(site.disclosure.selector) ?? null))
  })

  document.querySelectorAll(site.dropdown.selector).forEach((wrapper) => {
    // Hover opens for a mouse only: a tap fires pointerenter too, and its click then toggles.
    wrapper.addEventListener(
      'pointerenter',
      (event) => (event as PointerEvent).pointerType === 'mouse' && setOpen(wrapper, true),
    )
    wrapper.addEventListener(
      'pointerleave',
      (event) => (event as PointerEvent).pointerType === 'mouse' && setOpen(wrapper, false),
    )
    wrapper.addEventListener('focusout', (event) => {
      if (!wrapper.contains((event as FocusEvent).relatedTarget as Node | null)) setOpen(wrapper, false)
    })
    wrapper.addEventListener('keydown', (event) => {
      const e = event as KeyboardEvent
      const all = links(wrapper)
      const current = all.indexOf(document.activeElement as HTMLAnchorElement)
      const focusLink = (index: number) => all[(index + all.length) % all.length]?.focus()
      if (e.key === 'Escape' && isOpen(wrapper)) {
        e.preventDefault()
        setOpen(wrapper, false)
        buttonOf(wrapper)?.focus()
      } else if (e.key === 'ArrowDown') {
        e.preventDefault()
        setOpen(wrapper, true)
        focusLink(current + 1)
      } else if (e.key === 'ArrowUp' && isOpen(wrapper)) {
        e.preventDefault()
        focusLink(current <= 0 ? all.length - 1 : current - 1)
      } else if ((e.key === 'Home' || e.key === 'End') && isOpen(wrapper) && current >= 0) {
        e.preventDefault()
        focusLink(e.key === 'Home' ? 0 : all.length - 1)
      }
    })
  })

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const toggle = document.querySelector<HTMLButtonElement>(
      `button[aria-controls="${site.menuPanelId}"][aria-expanded="true"]`,
    )
    if (!toggle) return
    setOpen(toggle.parentElement as Element, false)
    toggle.focus()
  })
}

/** "Loading..." while the next page of the site loads; Back shows this page as it was. */
function showLoadingOnNavigation() {
  const content = document.querySelector<HTMLElement>(site.pageContent.selector)
  const loading = document.querySelector<HTMLElement>(site.pageLoading.selector)
  if (!content || !loading) return
  let timers: number[] = []
  const showPage = () => {
    timers.forEach((t) => window.clearTimeout(t))
    timers = []
    content.hidden = false
    loading.hidden = true
  }
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
    const url = new URL(link.href, window.location.href)
    const isPage = url.origin === window.location.origin && !/^\/(api|admin)(\/|$)/.test(url.pathname)
    if (!isPage || url.pathname === window.location.pathname) return
    showPage()
    // A fast page arrives before anything shows; a page that never comes gives the old one back.
    timers.push(
      window.setTimeout(() => {
        content.hidden = true
        loading.hidden = false
      }, 120),
      window.setTimeout(showPage, 20_000),
    )
  })
  // Back and forward restore this page from memory: as it was, not loading.
  window.addEventListener('pageshow', showPage)
}

/** Items below the fold wait (styled invisible) and fade in once their share of the threshold shows. */
function revealOnScroll() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const canReveal = !reduceMotion && 'IntersectionObserver' in window
  document.querySelectorAll<HTMLElement>(site.revealList.selector).forEach((list) => {
    if (canReveal) revealListOnScroll(list)
    else list.setAttribute(site.revealReady.name, '')
  })
}

/**
 * Where each item is comes from the observer's first report, taken with the page's first layout: reading
 * it here, while the page is still being parsed, forced a layout of the whole page (10-20 ms on a phone).
 */
function revealListOnScroll(list: HTMLElement) {
  const items = Array.from(list.querySelectorAll<HTMLElement>(site.revealItem.selector))
  const placed = new Set<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const item = entry.target as HTMLElement
        if (!placed.has(item)) {
          placed.add(item)
          // On (or above) the screen already: it stays as it is, no flash of hidden content.
          if (entry.boundingClientRect.top < (entry.rootBounds?.height ?? window.innerHeight)) {
            observer.unobserve(item)
            continue
          }
          item.style.transitionDelay = `${(items.indexOf(item) % 4) * 90}ms`
          item.setAttribute(site.revealItem.name, 'waiting')
          continue
        }
        if (!entry.isIntersecting) continue
        item.setAttribute(site.revealItem.name, 'shown')
        observer.unobserve(item)
      }
      if (placed.size === items.length) list.setAttribute(site.revealReady.name, '')
    },
    { threshold: Number(list.getAttribute(site.revealList.name)) || 0.3 },
  )
  if (items.length === 0) list.setAttribute(site.revealReady.name, '')
  items.forEach((item) => observer.observe(item))
}

enhanceSite()
