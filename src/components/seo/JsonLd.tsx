import { getContactPage } from '@/content/pages'
import { getSiteSettings } from '@/content/siteSettings'
import { env } from '@/lib/env'

/** Structured data for search engines; `<` is escaped so content cannot close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}

/** The company as schema.org Organization: contact points per department and social profiles. */
export async function OrganizationJsonLd() {
  const [s, contact] = await Promise.all([getSiteSettings(), getContactPage()])
  const url = env().serverUrl
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: s.company_name,
        url,
        logo: `${url}/og-image.jpg`,
        email: s.email,
        telephone: s.phones.pearson.number,
        address: { '@type': 'PostalAddress', streetAddress: s.address, addressCountry: 'LK' },
        parentOrganization: { '@type': 'Organization', name: s.parent_company_name },
        contactPoint: contact.departments.map((d) => ({
          '@type': 'ContactPoint',
          contactType: d.name,
          email: d.email,
          telephone: d.phone,
          areaServed: 'LK',
        })),
        sameAs: Object.values(s.social).filter(Boolean),
      }}
    />
  )
}

/** BreadcrumbList for a nested page: Home › … › the page. */
export function BreadcrumbJsonLd({ trail }: { trail: { name: string; path: string }[] }) {
  const base = env().serverUrl
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((item, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: item.name,
          item: `${base}${item.path}`,
        })),
      }}
    />
  )
}
