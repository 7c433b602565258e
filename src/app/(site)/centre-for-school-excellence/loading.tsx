import { Loading } from '@/components/ui/Loading'

export default function CentreLoading() {
  return (
    <main id="main-content">
      <Loading />
    </main>
  )
}
