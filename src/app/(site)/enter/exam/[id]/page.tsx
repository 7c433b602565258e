import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { EntryFormPage } from '@/components/entries/EntryFormPage'
import { getExamOffer, offerId } from '@/content/entryOffers'
import { pageMetadata } from '@/lib/seo'

// Rendered per request and kept by the public cache like any page: the form carries nothing per visitor.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

const offerOf = cache(async (raw: string) => {
  const id = offerId(raw)
  return id ? { id, offer: await getExamOffer(id) } : null
})

// Found by search: a family looking for "enter IGCSE online" lands on the form itself.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await offerOf((await params).id)
  if (!found?.offer) return { title: 'Page not found' }
  return pageMetadata({
    title: `Enter online: ${found.offer.title}`,
    description:
      `Enter a candidate for ${found.offer.title} online: choose subjects, see the ` +
      'fee, pay by card or bank transfer, and get the confirmation by e-mail at once.',
    path: `/enter/exam/${found.id}`,
  })
}

/** /enter/exam/<seriesId>: the entry form of a series that takes entries online. */
export default async function EnterExamPage({ params }: Props) {
  const found = await offerOf((await params).id)
  if (!found?.offer) notFound()
  return <EntryFormPage offer={found.offer} />
}
