import { getExamMenu } from '@/content/examCategories'
import { listNotifications } from '@/content/homeContent'
import { getSiteSettings } from '@/content/siteSettings'
import { Container } from '@/components/ui/Container'
import { AnnouncementBar, shouldShowAnnouncement } from './AnnouncementBar'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { buildNavigation } from './navigation'
import { SearchForm, SearchLink } from './SearchForm'

/**
 * The top of every page: the optional announcement bar, which scrolls away, then the menu row, which
 * stays (sticky) and keeps to 64 px on phones and 72 px from the medium breakpoint.
 */
export async function SiteHeader({ pathname }: { pathname: string }) {
  const [settings, notifications, pearson, festival] = await Promise.all([
    getSiteSettings(),
    listNotifications(),
    getExamMenu('pearson'),
    getExamMenu('festival-of-arts'),
  ])
  const notification = notifications[0]
  return (
    <>
      {shouldShowAnnouncement(notification) && <AnnouncementBar notification={notification} />}
      {/* Opaque: see-through lost small text's contrast over dark sections (axe), and blur costs phones. */}
      <header className="sticky top-0 z-40 bg-white shadow-[0_1px_0_rgb(15_23_42/0.08)]">
        <Container className="relative flex h-16 items-center justify-between gap-4 md:h-18 xl:gap-6">
          <Logo name={settings.company_name} />
          <div className="flex items-center gap-1 xl:gap-3">
            <MainNav items={buildNavigation(pearson ?? [], festival ?? [])} pathname={pathname} />
            {/* The field where the row has room; else a link to the search page (first on phones, before the menu). */}
            <SearchForm id="header-search" className="hidden w-44 xl:flex" />
            <SearchLink className="max-lg:order-first xl:hidden" />
          </div>
        </Container>
      </header>
    </>
  )
}
