import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EntryFormPage } from '@/components/entries/EntryFormPage'
import { getExamOffer, offerId } from '@/content/entryOffers'

// Per visitor (a fresh form key each time): never kept by the public cache (server/publicCache.mjs).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Enter online', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/** /enter/exam/<seriesId>: the entry form of a series that takes entries online. */
export default async function EnterExamPage({ params }: Props) {
  const id = offerId((await params).id)
  const offer = id ? await getExamOffer(id) : null
  if (!offer) notFound()
  return <EntryFormPage offer={offer} />
}
