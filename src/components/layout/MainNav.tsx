import { site } from '@/browser/contract'
import { isCurrent, type NavGroup, type NavItem, type NavLink } from './navigation'
import { SearchForm } from './SearchForm'

// Server-rendered: the site script (src/browser/site.ts) makes the buttons open their lists;
// without it, focusing a button shows its list (globals.css, html:not([data-js])).

// The full menu shows from 1024 px (lg), tighter until 1280 px so its eight entries fit on one line.
const linkBase =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-2 ' +
  'text-[0.95rem] font-semibold transition-colors duration-150 xl:px-3.5'
const linkIdle = 'text-slate-700 hover:bg-mist hover:text-navy'
const linkActive = 'bg-navy text-white'

const groupId = (prefix: string, group: NavGroup) => `${prefix}-${group.basePath.split('/').pop()}`

export function MainNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <nav aria-label="Main" className="flex items-center">
      <ul className="hidden items-center gap-0.5 lg:flex xl:gap-1">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.href}>
              <PageLink
                item={item}
                pathname={pathname}
                idle={`${linkBase} ${linkIdle}`}
                active={`${linkBase} ${linkActive}`}
              />
            </li>
          ) : (
            <li key={item.label}>
              <DesktopDropdown group={item} pathname={pathname} />
            </li>
          ),
        )}
      </ul>

      <div {...site.disclosure.props()} {...site.menu.props()} className="lg:hidden">
        <button
          type="button"
          className="group inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-mist"
          aria-expanded="false"
          aria-controls={site.menuPanelId}
        >
          <span className="sr-only group-aria-expanded:hidden">Open menu</span>
          <span className="sr-only hidden group-aria-expanded:block">Close menu</span>
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path className="hidden group-aria-expanded:block" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <div
          id={site.menuPanelId}
          hidden
          {...site.disclosurePanel.props()}
          className={
            'absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] ' +
            'overflow-y-auto border-t border-slate-200 bg-white shadow-xl'
          }
        >
          <div className="px-5 pt-4">
            <SearchForm id="menu-search" />
          </div>
          <ul className="flex flex-col gap-1 px-5 py-4">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.href}>
                  <PageLink
                    item={item}
                    pathname={pathname}
                    idle="block rounded-xl px-4 py-3 text-base font-semibold text-slate-800 hover:bg-mist"
                    active="block rounded-xl px-4 py-3 text-base font-semibold bg-navy text-white"
                  />
                </li>
              ) : (
                <li key={item.label}>
                  <MobilePanel group={item} pathname={pathname} />
                </li>
              ),
            )}
          </ul>
        </div>
      </div>
    </nav>
  )
}

/** A top-level menu link, marked as the current page on its route and sub-routes. */
function PageLink({ item, pathname, idle, active }: { item: NavLink; pathname: string; idle: string; active: string }) {
  const current = isCurrent(item.href, pathname)
  return (
    <a href={item.href} aria-current={current ? 'page' : undefined} className={current ? active : idle}>
      {item.label}
    </a>
  )
}

const Chevron = () => (
  <svg
    viewBox="0 0 20 20"
    className="size-4 transition-transform group-aria-expanded:rotate-180"
    fill="currentColor"
    aria-hidden="true"
  >
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
  </svg>
)

/** Opens on hover, and by keyboard: Enter/Space or ArrowDown opens, arrows move, Escape closes. */
function DesktopDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  if (group.links.length === 0) return null
  const id = groupId('menu', group)
  const active = pathname.startsWith(`${group.basePath}/`)
  return (
    <div {...site.disclosure.props()} {...site.dropdown.props()} className="relative">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={id}
        className={`group ${linkBase} gap-1 ${active ? linkActive : linkIdle}`}
      >
        {group.label}
        <Chevron />
      </button>
      <div id={id} hidden {...site.disclosurePanel.props()} className="absolute left-0 top-full z-50 pt-2">
        <ul className="w-80 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
          {group.links.map((link) => {
            const current = pathname === link.href
            return (
              <li key={link.href}>
                <a
                  {...site.menuLink.props()}
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={
                    'block rounded-xl px-4 py-2.5 text-sm font-medium ' +
                    (current
                      ? 'bg-navy text-white'
                      : 'text-slate-700 hover:bg-mist hover:text-navy focus-visible:bg-mist')
                  }
                >
                  {link.label}
                </a>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}

function MobilePanel({ group, pathname }: { group: NavGroup; pathname: string }) {
  if (group.links.length === 0) return null
  const id = groupId(site.menuPanelId, group)
  const active = pathname.startsWith(`${group.basePath}/`)
  return (
    <div {...site.disclosure.props()}>
      <button
        type="button"
        aria-expanded={active}
        aria-controls={id}
        className={
          'group flex w-full items-center justify-between rounded-xl px-4 py-3 text-left ' +
          `text-base font-semibold ${active ? 'text-navy' : 'text-slate-800'} hover:bg-mist`
        }
      >
        {group.label}
        <Chevron />
      </button>
      <ul
        id={id}
        hidden={!active}
        {...site.disclosurePanel.props()}
        className="mb-2 ml-4 border-l-2 border-amber/60 pl-2"
      >
        {group.links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={pathname === link.href ? 'page' : undefined}
              className={
                'block rounded-lg px-3 py-2.5 text-[0.95rem] ' +
                (pathname === link.href ? 'bg-navy font-semibold text-white' : 'text-slate-700 hover:bg-mist')
              }
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
