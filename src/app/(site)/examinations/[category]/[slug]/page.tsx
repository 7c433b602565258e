import type { Metadata } from 'next'
import { examDescription, examTitle, pageMetadata } from '@/lib/seo'
import { documentMeta } from '@/seo/meta'
import { notFound } from 'next/navigation'
import { ExamDatesBlock } from '@/components/calendar/ExamDatesBlock'
import { EnquirySection } from '@/components/enquiry/EnquirySection'
import { ExamBanner } from '@/components/exams/ExamBanner'
import { ExamDownloads } from '@/components/exams/ExamDownloads'
import { ExamQuestions } from '@/components/exams/ExamQuestions'
import { PracticalInfo } from '@/components/exams/PracticalInfo'
import { ClassIntakes } from '@/components/entries/ClassIntakes'
import { ArrowRightIcon, DownloadIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons'
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { shouldShowExamBanner } from '@/content/examBanner'
import { getExamDownloads } from '@/content/exams'
import { getDepartmentContact } from '@/content/pages'
import { telHref, whatsappHref, whatsappMessage, whatsappShownLabel } from '@/lib/contactLinks'
import { summary } from '@/lib/plainText'
import { loadExamPage, type ExamRouteParams } from './examPage'
import { preview } from '@/browser/contract'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: ExamRouteParams }): Promise<Metadata> {
  const { category, slug } = await params
  const [data, meta] = await Promise.all([loadExamPage(category, slug), documentMeta('exams', slug)])
  if (!data) return { title: 'Page not found' }
  return pageMetadata({
    title: examTitle(data.exam.name, data.category.name),
    description: examDescription(data.exam.name, summary(data.exam.description)),
    path: `/examinations/${data.category.slug}/${data.exam.slug}`,
    meta,
  })
}

export default async function ExamPage({ params }: { params: ExamRouteParams }) {
  const { category: categorySlug, slug } = await params
  const data = await loadExamPage(categorySlug, slug)
  if (!data) notFound()
  const { category, exam } = data
  const pteForm = exam.showPteEnquiryForm
  // The team that answers for this exam, as the contact page lists it: IELTS | PTE for the PTE page.
  const teamKey = pteForm ? 'ielts-pte' : category.slug === 'festival-of-arts' ? 'festival-of-arts' : 'pearson'
  const [downloads, team] = await Promise.all([getExamDownloads(exam.slug), getDepartmentContact(teamKey)])
  const downloadCount = downloads?.downloads.length ?? 0
  const whatsapp = whatsappHref(team.whatsapp, whatsappMessage(pteForm ? 'PTE' : teamKey))

  return (
    <>
      <BreadcrumbJsonLd trail={[{ name: exam.name, path: `/examinations/${category.slug}/${exam.slug}` }]} />
      <PageHeader
        title={category.header_title}
        kicker="Examinations"
        image={category.header_image || undefined}
        intro={
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-white/80">
              <li>
                <a href="/" className="rounded underline-offset-4 hover:text-white hover:underline">
                  Home
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>{category.name}</li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-semibold text-white">
                {exam.name}
              </li>
            </ol>
          </nav>
        }
      />

      <div className="bg-white py-14 sm:py-20">
        <Container className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <article aria-labelledby="exam-name">
            <h2
              id="exam-name"
              className="text-3xl font-extrabold leading-tight text-navy sm:text-4xl"
              {...preview.liveField.props('name')}
            >
              {exam.name}
            </h2>
            <div className="mt-4 h-1 w-16 rounded-full bg-amber" aria-hidden="true" />
            {shouldShowExamBanner(exam) && <ExamBanner text={exam.banner_text} link={exam.banner_link} />}
            <RichText html={exam.description} className="mt-8 text-[1.0625rem]" liveField="description" />
            <ExamQuestions questions={exam.questions} />
          </article>

          <div className="lg:pt-2">
            <div className="rounded-2xl bg-navy p-6 text-white shadow-lg lg:sticky lg:top-28">
              <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber">Need help?</p>
              <p className="mt-2 font-display text-xl font-bold leading-snug">Questions about {exam.name}?</p>
              <p className="mt-2 text-sm leading-relaxed text-white/80">
                Our examinations team can help with entries, fees, dates and special arrangements.
              </p>
              <ul className="mt-5 space-y-3 text-sm">
                <li>
                  <a
                    href={telHref(team.phone)}
                    className="inline-flex items-center gap-3 whitespace-nowrap rounded font-medium hover:text-amber"
                  >
                    <PhoneIcon className="size-5 text-amber" />
                    {team.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${team.email}`}
                    className="inline-flex items-center gap-3 rounded font-medium hover:text-amber"
                  >
                    <MailIcon className="size-5 text-amber" />
                    {team.email}
                  </a>
                </li>
                {whatsapp && (
                  <li>
                    <a
                      href={whatsapp}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={whatsappShownLabel(`WhatsApp ${team.whatsapp}`, team.name)}
                      className="inline-flex items-center gap-3 whitespace-nowrap rounded font-medium hover:text-amber"
                    >
                      <WhatsAppIcon className="size-5 text-amber" />
                      WhatsApp {team.whatsapp}
                    </a>
                  </li>
                )}
              </ul>
              <div className="mt-6 flex flex-col gap-3">
                {pteForm ? (
                  <a
                    href="#pte-enquiry"
                    className={
                      'inline-flex min-h-11 items-center justify-center gap-2 rounded-full ' +
                      'bg-amber px-5 text-sm font-semibold text-navy-deep hover:bg-[#f7b84f]'
                    }
                  >
                    Send a PTE enquiry <ArrowRightIcon className="size-4" />
                  </a>
                ) : (
                  <a
                    href="/contact-us"
                    className={
                      'inline-flex min-h-11 items-center justify-center gap-2 rounded-full ' +
                      'bg-amber px-5 text-sm font-semibold text-navy-deep hover:bg-[#f7b84f]'
                    }
                  >
                    Contact us <ArrowRightIcon className="size-4" />
                  </a>
                )}
                {downloadCount > 0 && (
                  <a
                    href="#downloads"
                    className={
                      'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 ' +
                      'border-white/60 px-5 text-sm font-semibold hover:bg-white hover:text-navy'
                    }
                  >
                    <DownloadIcon className="size-4" />
                    {downloadCount === 1 ? '1 download' : `${downloadCount} downloads`}
                  </a>
                )}
              </div>
            </div>
          </div>
        </Container>
      </div>

      <ExamDatesBlock
        exam={{ slug: exam.slug, name: exam.name, path: `/examinations/${category.slug}/${exam.slug}` }}
        course={{ description: examDescription(exam.name, summary(exam.description)) }}
      />

      {pteForm && <ClassIntakes course="pte" />}

      <PracticalInfo exam={exam.slug} />

      {downloads && <ExamDownloads list={downloads} examName={exam.name} />}

      {pteForm && (
        <EnquirySection
          course="PTE"
          id="pte-enquiry"
          heading="Contact Regarding the PTE"
          intro={
            'Ask us about PTE Academic test dates, registration and ' +
            'preparation classes. Our PTE team replies within one working day.'
          }
          tone={downloadCount > 0 ? 'white' : 'mist'}
        />
      )}
    </>
  )
}
