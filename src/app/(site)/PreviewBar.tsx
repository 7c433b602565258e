import { preview } from '@/browser/contract'
import { BrowserScript } from '@/components/ui/BrowserScript'
import { isPreview } from '@/content/preview'
import { EXIT_PREVIEW_ROUTE, PREVIEW_ROBOTS } from '@/lib/preview'

/**
 * On a page previewed by signed-in staff (decision 031): says so, offers the way out, keeps the page
 * out of search engines (React puts the meta tag in the head), and reloads the admin's live preview
 * frame on save. Renders nothing for everyone else.
 */
export async function PreviewBar({ pathname }: { pathname: string }) {
  if (!(await isPreview())) return null
  return (
    <>
      <meta name="robots" content={PREVIEW_ROBOTS} />
      <div
        {...preview.bar.props()}
        role="status"
        className={
          'sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 ' +
          'gap-y-1 bg-navy-deep px-4 py-1.5 text-sm font-semibold text-white'
        }
      >
        <span>Preview — draft content, not published</span>
        <a
          href={`${EXIT_PREVIEW_ROUTE}?path=${encodeURIComponent(pathname)}`}
          className="text-amber underline underline-offset-2 hover:no-underline"
        >
          Exit preview
        </a>
      </div>
      <BrowserScript name="preview" />
    </>
  )
}
