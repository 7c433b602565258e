import { buttonClass } from '@/components/ui/Button'

export const NOT_FOUND_TITLE = 'Page not found'

/** The not-found screen: an image (alt "not found") on a coloured background, and a way home. */
export function NotFoundScreen() {
  return (
    <div className="bg-navy-deep py-20 text-white sm:py-28">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-5 text-center">
        {/* A small static SVG: next/image would add nothing. Lazy, because React preloads an eager image
            in every page's head: the site layout's not-found boundary holds this screen. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src="/not-found.svg"
          alt="not found"
          width={640}
          height={400}
          loading="lazy"
          className="h-auto w-full max-w-md"
        />
        <h1 className="mt-8 text-3xl font-extrabold sm:text-4xl">We couldn’t find that page</h1>
        <p className="mt-4 max-w-xl text-lg text-white/80">
          The link may be old, or the page may have moved. Try the home page or get in touch.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/" className={buttonClass('primary')}>
            Back to home
          </a>
          <a href="/contact-us" className={buttonClass('ghost-light')}>
            Contact us
          </a>
        </div>
      </div>
    </div>
  )
}
