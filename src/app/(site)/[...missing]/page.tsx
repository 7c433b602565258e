import { notFound } from 'next/navigation'

// Any path no other route claims gets the site's not-found screen (inside the site layout, 404).
export default function UnknownPage() {
  notFound()
}
