import type { Payload, TypedUser } from 'payload'
import { handlesEntries } from '@/auth/roles'
import { STATUS_WORDS } from './csvColumns'
import { EntriesFilters, type Option } from './EntriesFilters'
import './entries.css'

// Above the Entries list (admin.components.beforeListTable, server-rendered): filters by series, intake,
// status and payment method, quick links to the work, and the exports of the chosen series or intake.

type Props = { payload?: Payload; user?: TypedUser | null; searchParams?: Record<string, unknown> }

const CHIPS: { label: string; params: string }[] = [
  { label: 'Slips to check', params: 'where[status][equals]=slip-to-check' },
  { label: 'Paid, to enter with the board', params: 'where[status][equals]=paid' },
  { label: 'Awaiting payment', params: 'where[status][equals]=awaiting-payment' },
  { label: 'Entered', params: 'where[status][equals]=entered' },
  { label: 'All', params: '' },
]

/** A filter's value from the list's address, flat (`where[series][equals]`) or parsed (`where.series.equals`). */
function filterValue(params: Record<string, unknown> | undefined, field: string): string {
  const flat = params?.[`where[${field}][equals]`]
  if (typeof flat === 'string') return flat
  const where = params?.where as Record<string, Record<string, unknown>> | undefined
  const nested = where?.[field]?.equals
  return typeof nested === 'string' ? nested : ''
}

export async function EntriesListTop({ payload, user, searchParams }: Props) {
  if (!payload || !handlesEntries(user)) return null
  const system = { overrideAccess: true, depth: 0, limit: 60, draft: true } as const
  const [series, intakes] = await Promise.all([
    payload.find({ collection: 'exam-series', sort: '-createdAt', select: { name: true }, ...system }),
    payload.find({
      collection: 'class-intakes',
      sort: '-startDate',
      select: { title: true, startDate: true },
      ...system,
    }),
  ])
  const seriesOptions: Option[] = series.docs.map((s) => ({ value: String(s.id), label: s.name }))
  const intakeOptions: Option[] = intakes.docs.map((i) => ({ value: String(i.id), label: i.title }))
  const chosen = {
    series: filterValue(searchParams, 'series'),
    intake: filterValue(searchParams, 'intake'),
    status: filterValue(searchParams, 'status'),
    paymentMethod: filterValue(searchParams, 'paymentMethod'),
  }
  const seriesName = seriesOptions.find((o) => o.value === chosen.series)?.label
  const intakeName = intakeOptions.find((o) => o.value === chosen.intake)?.label
  return (
    <div className="entries-top">
      <nav className="inbox-top__chips" aria-label="Show">
        {CHIPS.map((chip) => {
          const on =
            chip.params === ''
              ? !Object.values(chosen).some(Boolean)
              : chip.params.endsWith(`=${chosen.status}`) && !chosen.series && !chosen.intake
          return (
            <a
              key={chip.label}
              className={on ? 'inbox-top__chip inbox-top__chip--on' : 'inbox-top__chip'}
              href={`?${chip.params}`}
            >
              {chip.label}
            </a>
          )
        })}
      </nav>
      <EntriesFilters
        key={JSON.stringify(chosen)}
        chosen={chosen}
        series={seriesOptions}
        intakes={intakeOptions}
        statuses={Object.entries(STATUS_WORDS).map(([value, label]) => ({ value, label }))}
      />
      <p className="entries-top__exports">
        {seriesName ? (
          <a className="inbox-top__button" href={`/api/entries/export.csv?series=${chosen.series}`} download>
            Download {seriesName} for the board (CSV)
          </a>
        ) : null}
        {intakeName ? (
          <a className="inbox-top__button" href={`/api/entries/export.csv?intake=${chosen.intake}`} download>
            Download the class list of {intakeName} (CSV)
          </a>
        ) : null}
        {!seriesName && !intakeName ? (
          <span className="entry-view__meta">
            Choose a series to export its entries for the board, or an intake for its class list.
          </span>
        ) : null}
      </p>
    </div>
  )
}
