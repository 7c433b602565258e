import { CheckIcon } from '@/components/icons'

export type StepState = 'done' | 'current' | 'waiting'
export type Step = { label: string; note: string; state: StepState }

/** Where an entry stands: received, paid, entered with the board; each ticked, current or still ahead. */
export function EntrySteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-4 space-y-0" aria-label="Where your entry stands">
      {steps.map((s, i) => (
        <li
          key={s.label}
          className="relative flex gap-4 pb-5 last:pb-0"
          data-step={s.state}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          {i < steps.length - 1 && (
            <span
              className={
                'absolute left-4 top-9 -ml-px h-[calc(100%-2.25rem)] ' +
                `w-0.5 ${s.state === 'done' ? 'bg-teal' : 'bg-slate-200'}`
              }
              aria-hidden="true"
            />
          )}
          <span
            className={`relative flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
              s.state === 'done'
                ? 'bg-teal text-white'
                : s.state === 'current'
                  ? 'bg-amber text-navy-deep ring-4 ring-amber/25'
                  : 'bg-white text-slate-500 ring-2 ring-slate-300'
            }`}
            aria-hidden="true"
          >
            {s.state === 'done' ? <CheckIcon className="size-4" /> : i + 1}
          </span>
          <div className="min-w-0 pt-1">
            <p className={`font-semibold ${s.state === 'waiting' ? 'text-slate-600' : 'text-navy'}`}>
              {s.label}
              <span className="sr-only">
                {s.state === 'done' ? ' (done)' : s.state === 'current' ? ' (now)' : ' (next)'}
              </span>
            </p>
            <p className="text-sm text-slate-600">{s.note}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
