import { getExamMenu } from '@/content/examCategories'
import { listNotifications } from '@/content/homeContent'
import { getSiteSettings } from '@/content/siteSettings'
import { Container } from '@/components/ui/Container'
import { AnnouncementBar, shouldShowAnnouncement } from './AnnouncementBar'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { buildNavigation } from './navigation'

/** The fixed top of every page: the optional announcement bar and the menu. */
export async function SiteHeader({ pathname }: { pathname: string }) {
  const [settings, notifications, pearson, festival] = await Promise.all([
    getSiteSettings(),
    listNotifications(),
    getExamMenu('pearson'),
    getExamMenu('festival-of-arts'),
  ])
  const notification = notifications[0]
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-[0_1px_0_rgb(15_23_42/0.08)] backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {shouldShowAnnouncement(notification) && <AnnouncementBar notification={notification} />}
      <Container className="relative flex h-18 items-center justify-between gap-6">
        <Logo name={settings.company_name} />
        <MainNav items={buildNavigation(pearson ?? [], festival ?? [])} pathname={pathname} />
      </Container>
    </header>
  )
}
