'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { isCurrent, type NavGroup, type NavItem } from './navigation'

const linkBase = 'inline-flex items-center rounded-full px-3.5 py-2 text-[0.95rem] font-semibold transition-colors duration-150'
const linkIdle = 'text-slate-700 hover:bg-mist hover:text-navy'
const linkActive = 'bg-navy text-white'

export function MainNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname()
  const [mobileOpen, setMobileOpen] = useState(false)
  const panelId = useId()

  // A new page: close the phone menu and start at the top (not on the first load, which may target an anchor).
  const lastPath = useRef(pathname)
  useEffect(() => {
    if (lastPath.current === pathname) return
    lastPath.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  return (
    <nav aria-label="Main" className="flex items-center">
      <ul className="hidden items-center gap-1 md:flex">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
                className={`${linkBase} ${isCurrent(item.href, pathname) ? linkActive : linkIdle}`}
              >
                {item.label}
              </Link>
            </li>
          ) : (
            <li key={item.label}>
              <DesktopDropdown group={item} pathname={pathname} />
            </li>
          ),
        )}
      </ul>

      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-mist md:hidden"
        aria-expanded={mobileOpen}
        aria-controls={panelId}
        onClick={() => setMobileOpen((o) => !o)}
      >
        <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>

      <div
        id={panelId}
        hidden={!mobileOpen}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setMobileOpen(false)
        }}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl md:hidden"
      >
        <ul className="flex flex-col gap-1 px-5 py-4">
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
                  className={`block rounded-xl px-4 py-3 text-base font-semibold ${isCurrent(item.href, pathname) ? 'bg-navy text-white' : 'text-slate-800 hover:bg-mist'}`}
                >
                  {item.label}
                </Link>
              </li>
            ) : (
              <li key={item.label}>
                <MobilePanel group={item} pathname={pathname} />
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  )
}

const Chevron = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor" aria-hidden="true">
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
  </svg>
)

/** Opens on hover, and by keyboard: Enter/Space or ArrowDown opens, arrows move, Escape closes. */
function DesktopDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const active = pathname.startsWith(`${group.basePath}/`)

  const links = () => Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const onKeyDown = (e: KeyboardEvent) => {
    const all = links()
    const current = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (e.key === 'Escape' && open) {
      e.preventDefault()
      setOpen(false)
      button.current?.focus()
    } else if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (!open) setOpen(true)
      requestAnimationFrame(() => focusLink(current + 1))
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault()
      focusLink(current <= 0 ? all.length - 1 : current - 1)
    } else if (e.key === 'Home' && open && current >= 0) {
      e.preventDefault()
      focusLink(0)
    } else if (e.key === 'End' && open && current >= 0) {
      e.preventDefault()
      focusLink(all.length - 1)
    }
  }

  if (group.links.length === 0) return null

  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={`${linkBase} gap-1 ${active ? linkActive : linkIdle}`}
      >
        {group.label}
        <Chevron open={open} />
      </button>
      <div id={id} hidden={!open} className="absolute left-0 top-full z-50 pt-2">
        <ul className="w-80 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
          {group.links.map((link) => {
            const current = pathname === link.href
            return (
              <li key={link.href}>
                <Link
                  data-menu-link
                  href={link.href}
                  onClick={() => setOpen(false)}
                  aria-current={current ? 'page' : undefined}
                  className={`block rounded-xl px-4 py-2.5 text-sm font-medium ${current ? 'bg-navy text-white' : 'text-slate-700 hover:bg-mist hover:text-navy focus-visible:bg-mist'}`}
                >
                  {link.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}

function MobilePanel({ group, pathname }: { group: NavGroup; pathname: string }) {
  const active = pathname.startsWith(`${group.basePath}/`)
  const [open, setOpen] = useState(active)
  const id = useId()
  if (group.links.length === 0) return null
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={`flex w-full items-center justify-between rounded-xl px-4 py-3 text-left text-base font-semibold ${active ? 'text-navy' : 'text-slate-800'} hover:bg-mist`}
      >
        {group.label}
        <Chevron open={open} />
      </button>
      <ul id={id} hidden={!open} className="mb-2 ml-4 border-l-2 border-amber/60 pl-2">
        {group.links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={pathname === link.href ? 'page' : undefined}
              className={`block rounded-lg px-3 py-2.5 text-[0.95rem] ${pathname === link.href ? 'bg-navy font-semibold text-white' : 'text-slate-700 hover:bg-mist'}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
