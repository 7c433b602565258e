import { JsonLd } from '@/components/seo/JsonLd'
import type { PublicSeries } from '@/calendar/series'
import { calendarPagePath } from '@/calendar/links'
import type { PublicSiteSettings } from '@/content/siteSettings'
import { env } from '@/lib/env'

// schema.org data for the series a page shows: each sitting as an Event held at the company's address,
// and an exam's fees as the Offers of its Course.

/** The exam dates of each series (exam window or test day), as schema.org Events. */
export function SeriesEventsJsonLd({ series, settings }: { series: PublicSeries[]; settings: PublicSiteSettings }) {
  if (series.length === 0) return null
  const url = env().serverUrl
  const organizer = { '@type': 'Organization', name: settings.company_name, url }
  const location = {
    '@type': 'Place',
    name: settings.company_name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address,
      addressLocality: 'Colombo',
      addressCountry: 'LK',
    },
  }
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@graph': series.map((s) => ({
          '@type': 'Event',
          name: `${s.exam.name} ${s.name}: ${s.exam.slug === 'ielts' ? 'test day' : 'examinations'}`,
          startDate: s.examWindow.firstPaper,
          endDate: s.examWindow.lastPaper ?? s.examWindow.firstPaper,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location,
          organizer,
          url: `${url}${calendarPagePath(s.exam.slug)}`,
          ...(s.notes ? { description: s.notes } : {}),
        })),
      }}
    />
  )
}

/** A series' fees as schema.org Offers, valid until its standard deadline. */
export function feeOffers(series: PublicSeries | null): Record<string, unknown>[] {
  if (!series) return []
  return series.fees.map((fee) => ({
    '@type': 'Offer',
    name: fee.label,
    category: fee.label,
    price: fee.amount,
    priceCurrency: 'LKR',
    ...(series.standardDeadline ? { validThrough: series.standardDeadline } : {}),
  }))
}
