'use client'
import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'

// The Entries list's filter form: the chosen values become the list's own `where` address (an empty
// choice is left out, so "Any" shows everything).

export type Option = { value: string; label: string }
type Chosen = { series: string; intake: string; status: string; paymentMethod: string }
type Props = { chosen: Chosen; series: Option[]; intakes: Option[]; statuses: Option[] }

const METHODS: Option[] = [
  { value: 'card', label: 'Card (PayHere)' },
  { value: 'bank', label: 'Bank transfer' },
]

export function EntriesFilters({ chosen, series, intakes, statuses }: Props) {
  const router = useRouter()
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const query = new URLSearchParams()
    for (const field of ['series', 'intake', 'status', 'paymentMethod']) {
      const value = String(form.get(field) ?? '')
      if (value) query.set(`where[${field}][equals]`, value)
    }
    router.push(`/admin/collections/entries?${query.toString()}`)
  }
  const select = (name: keyof Chosen, label: string, options: Option[]) => (
    <label>
      {label}
      <select name={name} defaultValue={chosen[name]}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <form className="entries-top__filters" onSubmit={apply} aria-label="Filter entries">
      {select('series', 'Exam series', series)}
      {select('intake', 'Class intake', intakes)}
      {select('status', 'State', statuses)}
      {select('paymentMethod', 'Paid by', METHODS)}
      <button type="submit" className="inbox-top__button">
        Show
      </button>
    </form>
  )
}
