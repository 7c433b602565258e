import { Section, SectionHeading } from '@/components/ui/Section'
import { readOptions } from '@/content/preview'
import { payloadClient } from '@/lib/payload'

/** The office's opening hours on the contact page (the "Office hours" global); nothing when none are set. */
export async function OfficeHours() {
  const payload = await payloadClient()
  const hours = await payload.findGlobal({ slug: 'office-hours', ...(await readOptions()) })
  const rows = hours.rows ?? []
  if (rows.length === 0) return null
  return (
    <Section tone="cream" labelledBy="office-hours-heading" id="office-hours">
      <SectionHeading id="office-hours-heading" kicker="When we are open" title="Office hours" className="mb-6" />
      <dl className="max-w-xl divide-y divide-amber/30 rounded-2xl bg-white px-6 shadow-sm ring-1 ring-amber/30">
        {rows.map((row) => (
          <div key={row.id ?? row.days} className="flex items-baseline justify-between gap-4 py-4">
            <dt className="font-semibold text-navy">{row.days}</dt>
            <dd className="text-right text-slate-700">{row.hours}</dd>
          </div>
        ))}
      </dl>
      {hours.note && <p className="mt-4 max-w-xl text-sm text-slate-600">{hours.note}</p>}
    </Section>
  )
}
