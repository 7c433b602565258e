import type { Metadata } from 'next'
import { site } from '@/browser/contract'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { DownloadGroups } from '@/components/downloads/DownloadGroups'
import { GroupCarousel } from '@/components/home/GroupCarousel'
import { HERO_IMAGE_SIZES, HeroSlider } from '@/components/home/HeroSlider'
import { BrowserScript } from '@/components/ui/BrowserScript'
import { HomePopup } from '@/components/home/HomePopup'
import { ServicesGrid } from '@/components/home/ServicesGrid'
import { visionMissionCards } from '@/components/home/visionMission'
import { ButtonLink } from '@/components/ui/Button'
import { MediaImage } from '@/components/ui/MediaImage'
import { RichText } from '@/components/ui/RichText'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getDownloadMaterials } from '@/content/downloads'
import { listSlides } from '@/content/homeContent'
import { getWebsiteDescription } from '@/content/pages'
import { getHomeBanner, getSiteSettings } from '@/content/siteSettings'

export const dynamic = 'force-dynamic'

const HOME_TITLE = 'Lyceum Assessments · Pearson Edexcel, IELTS & PTE, Festival of Arts'

export async function generateMetadata(): Promise<Metadata> {
  const meta = await staticPageMeta('home')
  // The home page's title is whole already (no " · Lyceum Assessments" after it).
  return {
    ...pageMetadata({ title: HOME_TITLE, path: '/', meta }),
    title: { absolute: meta?.title?.trim() || HOME_TITLE },
  }
}

export default async function HomePage() {
  const [slides, description, settings, banner, downloads] = await Promise.all([
    listSlides(),
    getWebsiteDescription(),
    getSiteSettings(),
    getHomeBanner(),
    getDownloadMaterials(),
  ])

  return (
    <>
      <h1 className="sr-only">{settings.company_name}</h1>
      {/* First in the page, so its opener runs as early as possible (it shows in the top layer anyway). */}
      {settings.popup.enabled && (
        <HomePopup
          poster={
            <MediaImage
              src={settings.popup.poster}
              width={800}
              height={1000}
              sizes="(max-width: 456px) 92vw, 420px"
              priority
              className="h-auto max-h-[70vh] w-full object-cover"
            />
          }
          registrationUrl={settings.popup.registration_url}
        />
      )}
      <HeroSlider
        slides={slides.map((slide, i) => {
          const picture = (
            <MediaImage
              src={slide.image}
              alt=""
              fill
              // Under the popup the poster is the first screen's image: the first slide is not preloaded.
              priority={i === 0 && !settings.popup.enabled}
              {...(i === 0 && { loading: 'eager', fetchPriority: 'high' })}
              sizes={HERO_IMAGE_SIZES}
              className="object-cover"
              draggable={false}
            />
          )
          return {
            id: slide.id,
            // The popup opens on a session's first visit: the slide behind it comes after the poster's paint.
            picture:
              i === 0 && settings.popup.enabled ? (
                <noscript {...site.afterPaint.props(site.whileCovered)}>{picture}</noscript>
              ) : (
                picture
              ),
          }
        })}
      />

      <Section labelledBy="about-title">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.2fr]">
          <SectionHeading id="about-title" kicker="Discover" title="What we do" className="mb-0" />
          <div>
            <RichText html={description.lyceum_assessment} className="prose-lg" />
            <div className="mt-8">
              <ButtonLink href="/about-us" variant="secondary">
                About {settings.company_name}
              </ButtonLink>
            </div>
          </div>
        </div>
        <div className="mt-14">
          <ServicesGrid />
        </div>
      </Section>

      {settings.group_units.length > 0 && (
        <section
          aria-labelledby="group-title"
          className="hidden overflow-hidden bg-mist py-20 render-near-view md:block"
        >
          <div className="mx-auto max-w-7xl px-8">
            <SectionHeading id="group-title" kicker="Our family" title={settings.parent_company_name} align="center" />
          </div>
          <GroupCarousel
            units={settings.group_units.map((unit) => ({
              ...unit,
              picture: unit.image && (
                <MediaImage
                  src={unit.image}
                  width={600}
                  height={350}
                  sizes="(min-width: 1024px) 600px, 60vw"
                  className="aspect-[12/7] h-auto w-full rounded-2xl object-cover lg:aspect-auto lg:h-full lg:min-h-64"
                />
              ),
            }))}
          />
        </section>
      )}

      <Section tone="navy" labelledBy="vision-mission-title" className="render-near-view">
        <SectionHeading id="vision-mission-title" kicker="What drives us" title="Vision and Mission" invert />
        <div className="grid gap-6 md:grid-cols-2">
          {visionMissionCards(description).map((card) => (
            <article key={card.title} className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/15">
              <h3 className="text-2xl font-bold text-amber">{card.title}</h3>
              <RichText html={card.html} className="prose-invert mt-4 prose-p:text-white/85" />
            </article>
          ))}
        </div>
      </Section>

      {banner.banner_text && (
        <section aria-label="Announcement" className="bg-amber">
          <div
            className={
              'mx-auto flex max-w-7xl flex-col items-start gap-5 px-5 ' +
              'py-10 sm:px-8 md:flex-row md:items-center md:justify-between'
            }
          >
            <p className="max-w-3xl font-display text-xl font-bold text-navy-deep sm:text-2xl">{banner.banner_text}</p>
            {banner.banner_link && (
              <ButtonLink href={banner.banner_link} variant="secondary" className="shrink-0">
                Apply now
              </ButtonLink>
            )}
          </div>
        </section>
      )}

      {downloads.downloads.length > 0 && (
        <Section tone="mist" labelledBy="downloads-title" className="render-near-view">
          <SectionHeading
            id="downloads-title"
            kicker="Resources"
            title="Download Materials"
            intro="Timetables, forms and guides for candidates and parents."
          />
          <DownloadGroups list={downloads} />
        </Section>
      )}
      <BrowserScript name="home" afterPaint />
    </>
  )
}
