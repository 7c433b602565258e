import { SwipeIcon } from '@/components/icons'
import type { CourseStructure } from '@/content/ielts'

const classKeys = ['group', 'individual', 'crash'] as const

/**
 * The Course Structure Chart as a real table. On narrow screens it scrolls sideways inside a
 * focusable region (keyboard users can scroll it too) with the feature column pinned.
 */
export function CourseStructureTable({ structure }: { structure: CourseStructure }) {
  return (
    <div>
      <p
        className="mb-3 flex items-center gap-2 text-sm font-medium text-slate-600 md:hidden"
        id="course-structure-hint"
      >
        <SwipeIcon className="size-5 text-teal" />
        Scroll sideways to compare all three classes.
      </p>
      <section
        aria-labelledby="course-structure-caption"
        aria-describedby="course-structure-hint"
        tabIndex={0}
        data-testid="course-structure-scroller"
        className={
          'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80 focus-visible:outline-offset-4'
        }
      >
        <table className="w-full min-w-[33rem] border-separate border-spacing-0 text-left text-sm sm:text-base">
          <caption id="course-structure-caption" className="sr-only">
            IELTS Course Structure Chart: course fees and features of the Group, Individual and Crash classes
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className={
                  'sticky left-0 z-10 w-[8.5rem] bg-navy-deep sm:w-[30%] px-4 py-4 ' +
                  'text-xs font-semibold uppercase tracking-wider text-white/70 sm:px-6'
                }
              >
                Course feature
              </th>
              {classKeys.map((key) => (
                <th
                  key={key}
                  scope="col"
                  className="bg-navy-deep px-4 py-4 font-display text-lg font-bold text-white sm:px-6"
                >
                  {structure.columns[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {structure.rows.map((row, i) => (
              <tr key={row.feature} className={i % 2 ? 'bg-mist' : 'bg-white'}>
                <th
                  scope="row"
                  className={
                    'sticky left-0 z-10 border-t border-slate-200 px-4 py-3.5 font-semibold text-navy ' +
                    `shadow-[1px_0_0_0_var(--color-slate-200)] sm:px-6 ${i % 2 ? 'bg-mist' : 'bg-white'}`
                  }
                >
                  {row.feature}
                </th>
                {classKeys.map((key) => (
                  <td key={key} className="border-t border-slate-200 px-4 py-3.5 text-slate-700 sm:px-6">
                    {row[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-3 text-sm text-slate-500" data-fee-note>
        Course fees are in Sri Lankan rupees (LKR) and pay for the classes only; the IELTS test fee is separate.
      </p>
    </div>
  )
}
