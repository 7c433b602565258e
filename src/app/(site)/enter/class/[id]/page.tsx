import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { EntryFormPage } from '@/components/entries/EntryFormPage'
import { getClassOffer, offerId } from '@/content/entryOffers'
import { pageMetadata } from '@/lib/seo'

// Rendered per request and kept by the public cache like any page: the form carries nothing per visitor.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

const offerOf = cache(async (raw: string) => {
  const id = offerId(raw)
  return id ? { id, offer: await getClassOffer(id) } : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await offerOf((await params).id)
  if (!found?.offer) return { title: 'Page not found' }
  return pageMetadata({
    title: `Book a seat: ${found.offer.title}`,
    description:
      `Book a seat in ${found.offer.title} online and pay by card ` +
      'or bank transfer; a full class offers its waiting list.',
    path: `/enter/class/${found.id}`,
  })
}

/** /enter/class/<intakeId>: the booking form of an IELTS or PTE class intake (the waiting list when full). */
export default async function EnterClassPage({ params }: Props) {
  const found = await offerOf((await params).id)
  if (!found?.offer) notFound()
  return <EntryFormPage offer={found.offer} />
}
