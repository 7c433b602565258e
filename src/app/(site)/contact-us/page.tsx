import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { ContactForm } from '@/components/forms/ContactForm'
import { MailIcon, PhoneIcon } from '@/components/icons'
import { SocialLinks } from '@/components/layout/SocialLinks'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getContactPage } from '@/content/pages'
import { getSiteSettings } from '@/content/siteSettings'
import { telHref } from '@/lib/contactLinks'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContactPage()
  return pageMetadata({
    title: 'Contact us',
    description: page.description || 'Contact the Pearson Edexcel, Festival of Arts and IELTS | PTE teams of Lyceum Assessments.',
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
          {page.departments.map((d, i) => (
            <li key={d.key} className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <span className={`h-1.5 w-12 rounded-full ${accents[i % accents.length]}`} aria-hidden="true" />
              <h3 className="mt-5 text-xl font-bold text-navy">{d.name}</h3>
              <div className="mt-4 space-y-3">
                <a href={`mailto:${d.email}`} className="flex items-center gap-3 font-medium text-slate-700 hover:text-teal">
                  <MailIcon className="size-5 text-teal" />
                  {d.email}
                </a>
                <a href={telHref(d.phone)} className="flex items-center gap-3 whitespace-nowrap font-medium text-slate-700 hover:text-teal">
                  <PhoneIcon className="size-5 text-teal" />
                  {d.phone}
                </a>
              </div>
            </li>
          ))}
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

      {settings.map_embed_url && (
        <Section labelledBy="find-us-heading">
          <SectionHeading
            id="find-us-heading"
            kicker="Visit"
            title="Find Us"
            intro={<span className="whitespace-pre-line">{settings.address}</span>}
          />
          <div className="overflow-hidden rounded-3xl shadow-sm ring-1 ring-slate-200">
            <iframe
              src={settings.map_embed_url}
              title={`Map: ${settings.company_name}, ${settings.address}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="block h-[420px] w-full border-0"
            />
          </div>
          <p className="mt-4">
            <a href={settings.maps_link} target="_blank" rel="noopener noreferrer" className="font-semibold text-teal hover:text-teal-dark">
              Open in Google Maps<span className="sr-only"> (opens in a new tab)</span> →
            </a>
          </p>
        </Section>
      )}
    </>
  )
}
