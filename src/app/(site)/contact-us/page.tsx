import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { ContactForm } from '@/components/forms/ContactForm'
import { MailIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons'
import { SocialLinks } from '@/components/layout/SocialLinks'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getContactPage } from '@/content/pages'
import { getSiteSettings } from '@/content/siteSettings'
import { telHref, whatsappHref, whatsappMessage, whatsappShownLabel } from '@/lib/contactLinks'
import { FindUs } from './FindUs'
import { OfficeHours } from '@/components/contact/OfficeHours'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContactPage()
  return pageMetadata({
    title: 'Contact us',
    description:
      page.description || 'Contact the Pearson Edexcel, Festival of Arts and IELTS | PTE teams of Lyceum Assessments.',
    path: '/contact-us',
    meta: await staticPageMeta('contactUs'),
  })
}

const accents = ['bg-navy', 'bg-coral', 'bg-teal']

export default async function ContactPage() {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()])
  return (
    <>
      <PageHeader kicker="Contact us" title={page.headline} intro={page.description} />

      <Section labelledBy="departments-heading">
        <SectionHeading id="departments-heading" kicker="Talk to the right team" title="Departments" />
        <ul className="grid gap-6 md:grid-cols-3">
          {page.departments.map((d, i) => {
            const chat = whatsappHref(d.whatsapp, whatsappMessage(d.key))
            return (
              <li key={d.key} className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <span className={`h-1.5 w-12 rounded-full ${accents[i % accents.length]}`} aria-hidden="true" />
                <h3 className="mt-5 text-xl font-bold text-navy">{d.name}</h3>
                <div className="mt-4 space-y-3">
                  <a
                    href={`mailto:${d.email}`}
                    className="flex items-center gap-3 font-medium text-slate-700 hover:text-teal"
                  >
                    <MailIcon className="size-5 text-teal" />
                    {d.email}
                  </a>
                  <a
                    href={telHref(d.phone)}
                    className="flex items-center gap-3 whitespace-nowrap font-medium text-slate-700 hover:text-teal"
                  >
                    <PhoneIcon className="size-5 text-teal" />
                    {d.phone}
                  </a>
                  {chat && (
                    <a
                      href={chat}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={whatsappShownLabel(`WhatsApp ${d.whatsapp}`, d.name)}
                      className="flex items-center gap-3 whitespace-nowrap font-medium text-slate-700 hover:text-teal"
                    >
                      <WhatsAppIcon className="size-5 text-teal" />
                      WhatsApp {d.whatsapp}
                    </a>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section tone="mist" labelledBy="message-heading" id="message">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <SectionHeading
              id="message-heading"
              kicker="Write to us"
              title="Send us a message"
              intro="We reply within one working day. For urgent questions about an examination, please call."
            />
            <h3 className="text-sm font-bold uppercase tracking-[0.16em] text-teal">Follow Us</h3>
            <div className="mt-4">
              <SocialLinks social={settings.social} only={['facebook', 'instagram', 'linkedin']} tone="light" />
            </div>
          </div>
          <ContactForm />
        </div>
      </Section>

      <OfficeHours />
      <FindUs
        companyName={settings.company_name}
        address={settings.address}
        mapsLink={settings.maps_link}
        embedUrl={settings.map_embed_url}
      />
    </>
  )
}
