import { NOT_FOUND_TITLE, NotFoundScreen } from '@/components/layout/NotFoundScreen'

export const metadata = { title: NOT_FOUND_TITLE, robots: { index: false } }

// What notFound() shows inside the site layout. Next.js 16 sends that response as an empty error
// shell (vercel/next.js#62228), so the server answers it with the global not-found page instead.
export default function NotFound() {
  return <NotFoundScreen />
}
