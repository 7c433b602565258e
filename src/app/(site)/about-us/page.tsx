import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { ResponsiveImage } from '@/components/ui/ResponsiveImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Section, SectionHeading } from '@/components/ui/Section'
import { listValues } from '@/content/homeContent'
import { getValueDescription, getWebsiteDescription } from '@/content/pages'
import { getSiteSettings } from '@/content/siteSettings'
import { readableTextOn } from '@/components/about/colors'
import { ABOUT_MISSION, ABOUT_VISION } from '@/components/about/missionVision'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const s = await getSiteSettings()
  return pageMetadata({
    title: `About ${s.company_name}`,
    description:
      `Who we are: ${s.company_name}, part of ${s.parent_company_name}, ` +
      'administering internationally recognised examinations in Sri Lanka.',
    path: '/about-us',
    meta: await staticPageMeta('aboutUs'),
  })
}

export default async function AboutPage() {
  const [settings, description, values, valueText] = await Promise.all([
    getSiteSettings(),
    getWebsiteDescription(),
    listValues(),
    getValueDescription(),
  ])
  return (
    <>
      <PageHeader kicker="Who we are" title={`About ${settings.company_name}`} intro={valueText.about_intro} />

      <Section labelledBy="group-heading">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="group-heading" kicker="Our parent" title={settings.parent_company_name} />
            <RichText html={description.lyceum_education_group} />
          </div>
          <div>
            <SectionHeading kicker="Our company" title={settings.company_name} />
            <RichText html={description.lyceum_assessment} />
          </div>
        </div>
      </Section>

      <Section tone="mist" labelledBy="mission-heading">
        <h2 id="mission-heading" className="sr-only">
          Mission and Vision
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { title: 'Mission', text: ABOUT_MISSION, accent: 'bg-teal' },
            { title: 'Vision', text: ABOUT_VISION, accent: 'bg-amber' },
          ].map((item) => (
            <article key={item.title} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-10">
              <span className={`block h-1.5 w-14 rounded-full ${item.accent}`} aria-hidden="true" />
              <h3 className="mt-5 text-2xl font-bold text-navy">{item.title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-600">{item.text}</p>
            </article>
          ))}
        </div>
      </Section>

      {values.length > 0 && (
        <Section labelledBy="values-heading">
          <SectionHeading
            id="values-heading"
            kicker="What we stand for"
            title="Our Values"
            intro={valueText.description}
            align="center"
          />
          <ul
            className="mx-auto grid max-w-5xl grid-cols-2 justify-items-center gap-x-4 gap-y-6 sm:grid-cols-3"
            aria-label="Our values"
          >
            {values.map((v) => (
              <li key={v.id} className="w-full max-w-[13rem]">
                <div
                  className={
                    'flex aspect-[1/1.1547] w-full flex-col items-center justify-center gap-3 p-6 ' +
                    'text-center [clip-path:polygon(50%_0,100%_25%,100%_75%,50%_100%,0_75%,0_25%)]'
                  }
                  style={{ backgroundColor: v.bg_color, color: readableTextOn(v.bg_color) }}
                >
                  {v.icon && (
                    <ResponsiveImage src={v.icon} alt="" width={56} height={56} className="size-12 sm:size-14" />
                  )}
                  <span className="font-display text-base font-bold sm:text-lg">{v.name}</span>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}
