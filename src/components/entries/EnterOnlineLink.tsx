import { ArrowRightIcon } from '@/components/icons'

/** "Enter online": the way from a series' dates to its entry form (/enter/exam/<id>). A plain link. */
export function EnterOnlineLink({
  seriesId,
  label,
  className = '',
}: {
  seriesId: number
  label: string
  className?: string
}) {
  return (
    <a
      href={`/enter/exam/${seriesId}`}
      data-enter-online={seriesId}
      aria-label={label}
      className={
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-amber px-5 text-sm ' +
        `font-semibold text-navy-deep shadow-sm transition-colors hover:bg-[#f7b84f] ${className}`
      }
    >
      Enter online <ArrowRightIcon className="size-4" />
    </a>
  )
}
