import { Loading } from '@/components/ui/Loading'

export default function PteContactLoading() {
  return (
    <main id="main-content">
      <Loading />
    </main>
  )
}
