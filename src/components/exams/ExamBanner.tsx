import { ArrowRightIcon, MegaphoneIcon } from '@/components/icons'

/** The exam's announcement (shown only when shouldShowExamBanner says so). */
export function ExamBanner({ text, link }: { text: string; link: string }) {
  const linkClass =
    'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-navy px-5 ' +
    'py-2 text-sm font-semibold text-white transition-colors hover:bg-navy-deep'
  const isExternal = /^https?:\/\//.test(link)
  const label = (
    <>
      Find out more <ArrowRightIcon className="size-4" />
    </>
  )
  return (
    <div
      data-testid="exam-banner"
      className={
        'my-8 flex flex-col gap-4 rounded-2xl border border-amber/40 ' +
        'bg-cream p-5 sm:flex-row sm:items-center sm:gap-5 sm:p-6'
      }
    >
      <span
        className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber text-navy-deep"
        aria-hidden="true"
      >
        <MegaphoneIcon className="size-6" />
      </span>
      <p className="flex-1 text-base font-semibold leading-relaxed text-navy">{text}</p>
      {link &&
        (isExternal ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {label}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <a href={link} className={linkClass}>
            {label}
          </a>
        ))}
    </div>
  )
}
