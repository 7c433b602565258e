import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { MediaImage } from '@/components/ui/MediaImage'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { getDepartmentIntroduction } from '@/content/pages'
import { summary } from '@/lib/plainText'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const [page, meta] = await Promise.all([getDepartmentIntroduction(), staticPageMeta('departmentIntroduction')])
  return pageMetadata({ title: page.title, description: summary(page.content), path: '/department-introduction', meta })
}

/** A content page edited in the admin, not in the menu (docs/product.md, Department introduction). */
export default async function DepartmentIntroductionPage() {
  const page = await getDepartmentIntroduction()
  return (
    <>
      <PageHeader kicker="Lyceum Assessments" title={page.title} />
      <Container className="py-14">
        <div className="mx-auto max-w-3xl">
          {page.image && (
            <MediaImage
              src={page.image}
              priority
              width={1600}
              height={700}
              sizes="(min-width: 768px) 768px, 100vw"
              className="mb-10 aspect-[16/7] w-full rounded-2xl object-cover"
            />
          )}
          <RichText html={page.content} className="prose-lg" />
        </div>
      </Container>
    </>
  )
}
