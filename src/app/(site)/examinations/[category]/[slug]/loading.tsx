import { Loading } from '@/components/ui/Loading'

export default function ExamLoading() {
  return (
    <main id="main-content">
      <Loading />
    </main>
  )
}
