import { site } from '@/browser/contract'
import { ArrowRightIcon, MapPinIcon } from '@/components/icons'
import { Section, SectionHeading } from '@/components/ui/Section'

/**
 * The Find Us band: the address card always, the embedded map beside it when one is set. The card
 * carries the address and the "Open in Maps" link in the HTML itself, so a map that is blocked,
 * offline or never loads leaves the visitor with everything they need.
 */
export function FindUs({
  companyName,
  address,
  mapsLink,
  embedUrl,
}: {
  companyName: string
  address: string
  mapsLink: string
  embedUrl: string
}) {
  if (!address && !mapsLink) return null
  return (
    <Section labelledBy="find-us-heading">
      <SectionHeading id="find-us-heading" kicker="Visit" title="Find Us" />
      <div className={embedUrl ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-8' : 'max-w-xl'}>
        <div
          className="flex flex-col rounded-3xl bg-cream p-7 shadow-sm ring-1 ring-amber/30 sm:p-8"
          data-testid="address-card"
        >
          <span
            className={
              'flex size-12 items-center justify-center rounded-full ' +
              'bg-white text-coral shadow-sm ring-1 ring-amber/30'
            }
          >
            <MapPinIcon className="size-6" />
          </span>
          <h3 className="mt-5 text-xl font-bold text-navy">{companyName}</h3>
          <address className="mt-2 whitespace-pre-line text-base not-italic leading-relaxed text-slate-700">
            {address}
          </address>
          {mapsLink && (
            <p className="mt-6 lg:mt-auto lg:pt-6">
              <a
                href={mapsLink}
                target="_blank"
                rel="noopener noreferrer"
                className={
                  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full ' +
                  'bg-navy px-5 text-sm font-semibold text-white hover:bg-teal'
                }
              >
                Open in Maps<span className="sr-only"> (opens in a new tab)</span>
                <ArrowRightIcon className="size-4" />
              </a>
            </p>
          )}
        </div>
        {embedUrl && (
          <div className="h-80 overflow-hidden rounded-3xl bg-mist shadow-sm ring-1 ring-slate-200 lg:h-[420px]">
            {/* Added by the site script once the page has painted (a map's frame costs a new connection). */}
            <noscript {...site.afterPaint.props()}>
              <iframe
                src={embedUrl}
                title={`Map: ${companyName}, ${address}`}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="block h-full w-full border-0"
              />
            </noscript>
          </div>
        )}
      </div>
    </Section>
  )
}
