import type { ExamMenuEntry } from '@/content/examCategories'

export type NavLink = { kind: 'link'; label: string; href: string }
export type NavGroup = { kind: 'group'; label: string; basePath: string; links: { label: string; href: string }[] }
export type NavItem = NavLink | NavGroup

/** The site menu (docs/product.md, Shared layout): Home, IELTS, two dropdowns, Exam dates, Blogs, Gallery, Contact. */
export function buildNavigation(pearson: ExamMenuEntry[], festival: ExamMenuEntry[]): NavItem[] {
  const group = (label: string, category: string, entries: ExamMenuEntry[]): NavGroup => ({
    kind: 'group',
    label,
    basePath: `/examinations/${category}`,
    links: entries.map((e) => ({ label: e.name, href: `/examinations/${category}/${e.slug}` })),
  })
  return [
    { kind: 'link', label: 'Home', href: '/' },
    { kind: 'link', label: 'IELTS', href: '/examinations/IELTS' },
    group('Pearson', 'pearson', pearson),
    group('Festival of Arts', 'festival-of-arts', festival),
    { kind: 'link', label: 'Exam dates', href: '/exam-calendar' },
    { kind: 'link', label: 'Blogs', href: '/blogs' },
    { kind: 'link', label: 'Gallery', href: '/gallery' },
    { kind: 'link', label: 'Contact', href: '/contact-us' },
  ]
}

/** Whether a menu link is the current page (Home only on "/", others also on their sub-pages). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`) || (href === '/blogs' && pathname.startsWith('/blog/'))
}
