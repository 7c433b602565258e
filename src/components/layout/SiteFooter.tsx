import { WhatsAppIcon } from '@/components/icons'
import { getContactPage } from '@/content/pages'
import { getSiteSettings } from '@/content/siteSettings'
import { telHref, whatsappHref, whatsappLabel, whatsappMessage } from '@/lib/contactLinks'
import { Container } from '@/components/ui/Container'
import { Logo } from './Logo'
import { SocialLinks } from './SocialLinks'

const quickLinks = [
  { label: 'Home', href: '/' },
  { label: 'IELTS', href: '/examinations/IELTS' },
  { label: 'Exam dates and fees', href: '/exam-calendar' },
  { label: 'Blogs & Gallery', href: '/blogs-and-gallery' },
  { label: 'Contact', href: '/contact-us' },
]

const heading = 'font-display text-sm font-bold uppercase tracking-[0.16em] text-amber'
const link = 'text-white/80 underline-offset-4 transition-colors hover:text-white hover:underline'

export async function SiteFooter() {
  const [s, contact] = await Promise.all([getSiteSettings(), getContactPage()])
  // One chat link per department that has a WhatsApp number; none when no department has one.
  const chats = contact.departments
    .map((d) => ({ name: d.name, href: whatsappHref(d.whatsapp, whatsappMessage(d.key)) }))
    .filter((d) => d.href)
  return (
    <footer className="bg-navy-deep text-white" aria-labelledby="footer-title">
      <h2 id="footer-title" className="sr-only">
        About {s.company_name} and contact details
      </h2>
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Logo name={s.company_name} invert />
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-white/75">{s.footer_description}</p>
          <div className="mt-6">
            <SocialLinks social={s.social} />
          </div>
        </div>

        <nav aria-labelledby="footer-group">
          <h3 id="footer-group" className={heading}>
            {s.parent_company_name}
          </h3>
          <ul className="mt-4 space-y-3 text-sm">
            {s.sister_sites.map((site) => (
              <li key={site.url}>
                <a href={site.url} target="_blank" rel="noopener noreferrer" className={link}>
                  {site.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-quick">
          <h3 id="footer-quick" className={heading}>
            Quick Links
          </h3>
          <ul className="mt-4 space-y-3 text-sm">
            {quickLinks.map((q) => (
              <li key={q.href}>
                <a href={q.href} className={link}>
                  {q.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h3 className={heading}>Contact</h3>
          <address className="mt-4 space-y-4 text-sm not-italic">
            <p>
              <a href={s.maps_link} target="_blank" rel="noopener noreferrer" className={`${link} whitespace-pre-line`}>
                {s.address}
              </a>
            </p>
            {(['pearson', 'general'] as const).map((line) => (
              <p key={line}>
                <span className="block text-xs font-semibold uppercase tracking-wider text-white/55">
                  {s.phones[line].label}
                </span>
                <a href={telHref(s.phones[line].number)} className={`${link} whitespace-nowrap`}>
                  {s.phones[line].number}
                </a>
              </p>
            ))}
            <p>
              <a href={`mailto:${s.email}`} className={link}>
                {s.email}
              </a>
            </p>
            {chats.length > 0 && (
              <div>
                <span className="block text-xs font-semibold uppercase tracking-wider text-white/55">WhatsApp</span>
                <ul className="mt-1 space-y-1">
                  {chats.map((d) => (
                    <li key={d.href}>
                      <a
                        href={d.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${whatsappLabel(d.name)} (opens in a new tab)`}
                        className={`${link} inline-flex items-center gap-2`}
                      >
                        <WhatsAppIcon className="size-4 text-amber" />
                        {d.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </address>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-center text-sm text-white/60">
          © {s.copyright_year} {s.company_name}. All rights reserved.
        </Container>
      </div>
    </footer>
  )
}
