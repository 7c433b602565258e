import { Loading } from '@/components/ui/Loading'

export default function IeltsLoading() {
  return (
    <main id="main-content">
      <Loading />
    </main>
  )
}
