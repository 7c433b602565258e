import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EntryFormPage } from '@/components/entries/EntryFormPage'
import { getClassOffer, offerId } from '@/content/entryOffers'

// Per visitor (a fresh form key each time): never kept by the public cache (server/publicCache.mjs).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Book a seat', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/** /enter/class/<intakeId>: the booking form of an IELTS or PTE class intake (the waiting list when full). */
export default async function EnterClassPage({ params }: Props) {
  const id = offerId((await params).id)
  const offer = id ? await getClassOffer(id) : null
  if (!offer) notFound()
  return <EntryFormPage offer={offer} />
}
