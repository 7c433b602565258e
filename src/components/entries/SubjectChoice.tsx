import { form } from '@/browser/contract'
import { formatLkr } from '@/calendar/upcoming'
import type { OfferedSubject } from '@/content/entryOffers'

/**
 * The subjects or units a candidate may choose, each a large checkbox row with the board's code, the
 * title, the option (tier) and its fee at the stage in force.
 */
export function SubjectChoice({
  subjects,
  surcharge,
  chosen,
  error,
}: {
  subjects: OfferedSubject[]
  surcharge: number
  chosen: string[]
  error?: string
}) {
  const name = 'subjects'
  return (
    <fieldset
      id={form.fieldId(name)}
      tabIndex={-1}
      aria-describedby={error ? form.fieldErrorId(name) : undefined}
      className="scroll-mt-52"
    >
      <legend className="font-display text-xl font-bold text-navy">
        Subjects
        <span className="text-coral" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p className="mt-1 text-sm text-slate-600">
        Choose each subject or unit to sit.
        {surcharge > 0 && ` The fee includes the late surcharge of ${formatLkr(surcharge)} each.`}
      </p>
      <p id={form.fieldErrorId(name)} hidden={!error} className="mt-2 text-sm font-medium text-[#A12A3A]">
        {error}
      </p>
      <ul
        className={
          'mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl ' +
          `ring-1 ${error ? 'ring-2 ring-coral' : 'ring-slate-300'}`
        }
      >
        {subjects.map((s) => {
          const id = `subject-${s.index}`
          return (
            <li key={s.index}>
              <label
                htmlFor={id}
                className="flex min-h-14 cursor-pointer items-center gap-3 bg-white px-4 py-3 has-[:checked]:bg-teal/5"
              >
                <input
                  id={id}
                  type="checkbox"
                  name={name}
                  value={String(s.index)}
                  defaultChecked={chosen.includes(String(s.index))}
                  className="size-5 shrink-0 accent-teal"
                />
                <span className="min-w-0 flex-1">
                  {s.code && (
                    <span className="block font-mono text-xs font-semibold tracking-wide text-teal-dark">{s.code}</span>
                  )}{' '}
                  <span className="block font-semibold leading-snug text-navy">{s.title}</span>{' '}
                  {s.option && <span className="block text-sm text-slate-600">{s.option}</span>}
                </span>
                <span className="shrink-0 whitespace-nowrap text-right text-sm font-semibold text-navy sm:text-base">
                  {formatLkr(s.fee + surcharge)}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
