import { CheckIcon } from '@/components/icons'

const STEPS = ['Details', 'Payment', 'Confirmed'] as const

/** Where the family is in the three steps of an entry: details, payment, confirmation. */
export function JourneySteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol
      aria-label="Steps of your entry"
      className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm font-semibold sm:gap-3"
    >
      {STEPS.map((step, i) => {
        const done = i < current
        const here = i === current
        return (
          <li key={step} aria-current={here ? 'step' : undefined} className="flex items-center gap-2 sm:gap-3">
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs ${
                done
                  ? 'bg-teal text-white'
                  : here
                    ? 'bg-amber text-navy-deep'
                    : 'bg-white/15 text-white/80 ring-1 ring-white/40'
              }`}
              aria-hidden="true"
            >
              {done ? <CheckIcon className="size-4" /> : i + 1}
            </span>
            <span className={here ? 'text-white' : 'text-white/75'}>
              {step}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {i < STEPS.length - 1 && <span className="h-px w-3 bg-white/40 sm:w-8" aria-hidden="true" />}
          </li>
        )
      })}
    </ol>
  )
}
