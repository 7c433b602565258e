import type { Metadata } from 'next'
import { ClassIntakes } from '@/components/entries/ClassIntakes'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { EnquirySection } from '@/components/enquiry/EnquirySection'
import { WithHeaderArt } from '@/components/ui/HeaderArt'
import { PageHeader } from '@/components/ui/PageHeader'
import { getPteExamPath } from '@/content/exams'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'PTE Enquiries',
    description:
      'Contact our PTE team about Pearson Test of English test ' +
      'dates, registration and preparation classes in Sri Lanka.',
    path: '/examinations/pte-contact',
    meta: await staticPageMeta('pteContact'),
  })
}

// The PTE form on a page of its own, to link to directly (docs/product.md, PTE enquiries); the exam page embeds it too.
export default async function PteContactPage() {
  const pteExamPath = await getPteExamPath()
  return (
    <>
      <WithHeaderArt>
        <PageHeader
          kicker="Pearson Test of English"
          title="PTE Enquiries"
          intro={
            <>
              <p>
                Questions about PTE Academic test dates, registration or preparation classes? Send us your details and
                we will get back to you.
              </p>
              {pteExamPath && (
                <p className="mt-4 text-base">
                  <a
                    href={pteExamPath}
                    className="rounded font-semibold text-amber underline underline-offset-4 hover:text-white"
                  >
                    Read about the PTE
                  </a>
                </p>
              )}
            </>
          }
        />
      </WithHeaderArt>
      <ClassIntakes course="pte" tone="white" />
      <EnquirySection
        course="PTE"
        id="pte-enquiry"
        heading="Contact Regarding the PTE"
        intro={
          'Tell us about your plans and when you would like to take ' +
          'the test. Our PTE team replies within one working day.'
        }
      />
    </>
  )
}
