import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import type React from 'react'
import { RevealOnScroll, revealItemClass } from '@/components/centre/RevealOnScroll'
import { site } from '@/browser/contract'
import {
  ChartIcon,
  CheckCircleIcon,
  FlagIcon,
  GlobeIcon,
  HeartIcon,
  LightbulbIcon,
  MailIcon,
  PhoneIcon,
  PresentationIcon,
  ScaleIcon,
  ShieldCheckIcon,
  StarIcon,
} from '@/components/icons'
import { ButtonLink } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { WithHeaderArt } from '@/components/ui/HeaderArt'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getCentrePage } from '@/content/centrePage'
import { getSiteSettings } from '@/content/siteSettings'
import type { CentreIcon } from '@/globals/CentrePage'
import { displayUrl, telHref } from '@/lib/contactLinks'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Centre for School Excellence',
    description:
      'Independent, impartial school inspections in Sri Lanka: eight pillars of evaluation, ' +
      'evidence-based reports, customised feedback and follow-up support for sustainable improvement.',
    path: '/centre-for-school-excellence',
    meta: await staticPageMeta('centreForSchoolExcellence'),
  })
}

// Each pillar's icon, by the name staff choose (src/globals/CentrePage.ts).
const ICONS: Record<CentreIcon, (props: { className?: string }) => React.ReactNode> = {
  star: StarIcon,
  'shield-check': ShieldCheckIcon,
  presentation: PresentationIcon,
  lightbulb: LightbulbIcon,
  chart: ChartIcon,
  flag: FlagIcon,
  scale: ScaleIcon,
  heart: HeartIcon,
  globe: GlobeIcon,
}

export default async function CentreForSchoolExcellencePage() {
  const [settings, text] = await Promise.all([getSiteSettings(), getCentrePage()])
  const phone = settings.phones.pearson
  return (
    <>
      <WithHeaderArt>
        <PageHeader
          kicker="School inspection & improvement"
          title="Centre for School Excellence"
          intro={
            <>
              <p>{text.tagline}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink href="#partner-with-us">Partner with us</ButtonLink>
                <ButtonLink href="#our-process" variant="ghost-light">
                  Our process
                </ButtonLink>
              </div>
            </>
          }
        />
      </WithHeaderArt>

      <Section labelledBy="about-centre-heading">
        <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <div>
            <SectionHeading id="about-centre-heading" kicker="Who we are" title="About the Centre" />
            <div className="space-y-4 text-lg leading-relaxed text-slate-600">
              {text.about
                .split(/\n\s*\n/)
                .filter((p) => p.trim())
                .map((p, i) => (
                  <p key={i}>{p.trim()}</p>
                ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {text.figures.map(({ value, label }) => (
              <div key={label} className="flex flex-col-reverse rounded-2xl bg-mist p-5 ring-1 ring-slate-200/80">
                <dt className="mt-1 text-sm font-medium leading-snug text-slate-600">{label}</dt>
                <dd className="font-display text-4xl font-extrabold text-teal">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section tone="mist" id="what-we-do" labelledBy="what-we-do-heading">
        <SectionHeading id="what-we-do-heading" kicker="What we do" title="What We Do" intro={text.pillarsIntro} />
        <RevealOnScroll className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {text.pillars.map(({ title, icon, text: what }) => {
            const Icon = ICONS[icon]
            return (
              <li key={title} {...site.revealItem.props()} data-testid="pillar" className={revealItemClass}>
                <Card className="h-full p-6">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-navy text-amber">
                    <Icon className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold leading-snug text-navy">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{what}</p>
                </Card>
              </li>
            )
          })}
        </RevealOnScroll>
      </Section>

      <Section tone="navy" labelledBy="why-centre-heading">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <SectionHeading
            id="why-centre-heading"
            kicker="Why choose us"
            title="Why Choose the Centre"
            intro={text.reasonsIntro}
            invert
          />
          <ul className="space-y-4" data-testid="centre-reasons">
            {text.reasons.map(({ title, text: why }) => (
              <li key={title} className="flex gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-amber" />
                <div>
                  <h3 className="font-display text-lg font-bold text-white">{title}</h3>
                  <p className="mt-1 leading-relaxed text-white/80">{why}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="our-process" labelledBy="our-process-heading" className="scroll-mt-24">
        <SectionHeading
          id="our-process-heading"
          kicker="How it works"
          title="Our Process"
          intro={text.stepsIntro}
          align="center"
        />
        <ol className="relative mx-auto grid max-w-5xl gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="process-steps">
          {text.steps.map(({ title, text: step }, i) => (
            <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80">
              <span
                className={
                  'flex size-11 items-center justify-center rounded-full ' +
                  'bg-amber font-display text-lg font-extrabold text-navy-deep'
                }
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold leading-snug text-navy">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{step}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section id="partner-with-us" aria-labelledby="partner-heading" className="scroll-mt-24 bg-white pb-16 sm:pb-20">
        <div className="mx-auto w-full max-w-7xl px-5 sm:px-8">
          <div
            className={
              'relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-navy ' +
              'via-navy to-teal-dark px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16'
            }
          >
            <div
              className="absolute -right-24 -top-24 -z-10 size-72 rounded-full bg-teal/30 blur-2xl"
              aria-hidden="true"
            />
            <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
              <div>
                <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber">Let’s work together</p>
                <h2 id="partner-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
                  Partner With Us
                </h2>
                <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/85">{text.partner}</p>
              </div>
              <ul className="grid gap-3" data-testid="partner-links">
                <li>
                  <PartnerLink
                    href={telHref(phone.number)}
                    label="Call us"
                    value={phone.number}
                    icon={<PhoneIcon className="size-5" />}
                  />
                </li>
                {settings.website && (
                  <li>
                    <PartnerLink
                      href={settings.website}
                      label="Visit our website"
                      value={displayUrl(settings.website)}
                      icon={<GlobeIcon className="size-5" />}
                      external
                    />
                  </li>
                )}
                <li>
                  <PartnerLink
                    href={`mailto:${settings.email}`}
                    label="E-mail us"
                    value={settings.email}
                    icon={<MailIcon className="size-5" />}
                  />
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

function PartnerLink({
  href,
  label,
  value,
  icon,
  external = false,
}: {
  href: string
  label: string
  value: string
  icon: React.ReactNode
  external?: boolean
}) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={
        'group flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 transition-colors ' +
        `hover:bg-white hover:text-navy${href.startsWith('tel:') ? ' whitespace-nowrap' : ''}`
      }
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber text-navy-deep">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wide text-white/70 group-hover:text-slate-500">
          {label}
        </span>
        <span className="block break-words font-semibold">{value}</span>
      </span>
      {external && <span className="sr-only">(opens in a new tab)</span>}
    </a>
  )
}
