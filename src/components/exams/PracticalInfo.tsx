import type React from 'react'
import { formatLkr } from '@/calendar/upcoming'
import { MapPinIcon } from '@/components/icons'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getPracticalInfo } from '@/practical/getPracticalInfo'
import type { PracticalInfo as Info } from '@/practical/practicalInfo'

/**
 * "Before and after the exam" on an exam's page: where it is sat, the exam-day rules, results,
 * post-results services and the refund, transfer and withdrawal policy, from the exam's practical
 * guide. Server-rendered; the disclosures are plain <details>, so no script is needed.
 */
export async function PracticalInfo({ exam }: { exam: string }) {
  const found = await getPracticalInfo(exam)
  if (!found?.info) return null
  const info = found.info
  return (
    <Section id="practical-information" labelledBy="practical-information-heading" className="scroll-mt-24">
      <SectionHeading
        id="practical-information-heading"
        kicker="Practical information"
        title="Before and after the exam"
        intro={
          info.note ||
          `Where ${found.exam} is sat, what to bring on the day, when results are out and what you can do after.`
        }
      />
      {info.venues.length > 0 && <Venues venues={info.venues} />}
      <div className="mt-8 grid items-start gap-4 lg:grid-cols-2">
        <Panel title="On the exam day" open>
          <dl className="space-y-4">
            <Fact term="Arrive" text={info.exam_day.arrival} />
            <Fact term="Identity documents" items={info.exam_day.identity} />
            <Fact term="Bring" items={info.exam_day.bring} />
            <Fact term="Not allowed" items={info.exam_day.not_allowed} />
          </dl>
        </Panel>
        <Panel title="Results and certificates">
          <dl className="space-y-4">
            <Fact term="When results are out" text={info.results.release} />
            <Fact term="How to get them" text={info.results.collection} />
            <Fact term="Certificates" text={info.results.certificates} />
          </dl>
        </Panel>
        <Panel title="Enquiries about results and re-marks">
          {info.post_results.intro && <p className="mb-4">{info.post_results.intro}</p>}
          {info.post_results.services.length > 0 && (
            <dl className="divide-y divide-slate-100">
              {info.post_results.services.map((s) => (
                <div key={s.name} className="py-3 first:pt-0 last:pb-0">
                  <dt className="font-semibold text-navy">{s.name}</dt>
                  <dd className="text-sm">
                    {s.fee != null && <span className="font-semibold">{s.fee === 0 ? 'Free' : formatLkr(s.fee)}</span>}
                    {s.fee != null && s.deadline && ' · '}
                    {s.deadline}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Panel>
        <Panel title="Refunds, transfers and withdrawals">
          <dl className="space-y-4">
            <Fact term="Refunds" text={info.policies.refund} />
            <Fact term="Transfers" text={info.policies.transfer} />
            <Fact term="Withdrawals" text={info.policies.withdrawal} />
          </dl>
        </Panel>
      </div>
    </Section>
  )
}

function Venues({ venues }: { venues: Info['venues'] }) {
  return (
    <div>
      <h3 className="font-display text-xl font-bold text-navy">{venues.length === 1 ? 'Venue' : 'Venues'}</h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {venues.map((v) => (
          <li key={v.name} className="rounded-2xl bg-mist p-5 ring-1 ring-slate-200/80">
            <p className="flex items-start gap-2 font-semibold text-navy">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-teal" />
              {v.name}
            </p>
            <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{v.address}</p>
            {v.directions && <p className="mt-2 text-sm text-slate-600">{v.directions}</p>}
            {v.map_link && (
              <a
                href={v.map_link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open in maps: ${v.name} (opens in a new tab)`}
                className={
                  'mt-3 inline-flex min-h-11 items-center font-semibold ' +
                  'text-teal underline-offset-4 hover:underline'
                }
              >
                Open in maps
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

function Panel({ title, open, children }: { title: string; open?: boolean; children: React.ReactNode }) {
  return (
    <details open={open} className="group rounded-2xl bg-white ring-1 ring-slate-200/80 shadow-sm">
      <summary
        className={
          'flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 font-display ' +
          'text-lg font-bold text-navy [&::-webkit-details-marker]:hidden'
        }
      >
        <h3>{title}</h3>
        <span aria-hidden="true" className="text-2xl leading-none text-teal transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="px-5 pb-5 text-slate-700">{children}</div>
    </details>
  )
}

function Fact({ term, text, items }: { term: string; text?: string; items?: string[] }) {
  if (!text && !items?.length) return null
  return (
    <div>
      <dt className="text-sm font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-1 whitespace-pre-line">
        {items ? (
          <ul className="list-disc space-y-1 pl-5">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          text
        )}
      </dd>
    </div>
  )
}
