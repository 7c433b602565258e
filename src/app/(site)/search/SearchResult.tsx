import { Fragment } from 'react'
import type { SearchKind } from '@/search/documents'
import type { SearchHit } from '@/search/query'
import { excerpt, highlight, type Marks } from '@/search/text'

const kindLabel: Record<SearchKind, string> = {
  page: 'Page',
  exam: 'Examination',
  blog: 'Blog',
  event: 'Gallery',
  download: 'Download',
  calendar: 'Exam calendar',
}
const kindTone: Record<SearchKind, string> = {
  page: 'bg-mist text-navy ring-slate-300',
  exam: 'bg-teal/10 text-teal-dark ring-teal/30',
  calendar: 'bg-teal/10 text-teal-dark ring-teal/30',
  // Darker than the brand tones, for contrast on their tints.
  blog: 'bg-amber/15 text-[#7a4d0b] ring-amber/40',
  event: 'bg-coral/10 text-[#a3283a] ring-coral/30',
  download: 'bg-mist text-navy ring-slate-300',
}

/** Text with the matched words in <mark>; React escapes every piece, so no content becomes HTML. */
export function Highlighted({ text, marks }: { text: string; marks: Marks }) {
  return highlight(text, marks).map((piece, i) =>
    piece.mark ? (
      <mark key={i} className="rounded-sm bg-amber/35 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  )
}

/** Where the page sits, as words: "Examinations › Pearson › International GCSE". */
function Breadcrumb({ trail }: { trail: string[] }) {
  return (
    <span className="text-slate-600">
      {trail.map((crumb, i) => (
        <Fragment key={i}>
          {i > 0 && <span className="sr-only">, </span>}
          {i > 0 && (
            <span aria-hidden="true" className="px-1 text-slate-400">
              ›
            </span>
          )}
          <span>{crumb}</span>
        </Fragment>
      ))}
    </span>
  )
}

export function SearchResult({ hit, marks }: { hit: SearchHit; marks: Marks }) {
  const snippet = excerpt(hit.text, marks)
  return (
    <article
      className={
        'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ' + 'transition-shadow hover:shadow-md sm:p-6'
      }
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span
          className={`rounded-full px-2.5 py-0.5 font-semibold uppercase tracking-wider ring-1 ${kindTone[hit.kind]}`}
        >
          {kindLabel[hit.kind]}
        </span>
        <Breadcrumb trail={hit.breadcrumb} />
      </p>
      <h3 className="mt-2 text-lg font-bold leading-snug text-navy sm:text-xl">
        <a href={hit.path} className="rounded underline-offset-4 hover:text-teal hover:underline">
          <Highlighted text={hit.title} marks={marks} />
        </a>
      </h3>
      {snippet && (
        <p className="mt-2 text-[0.975rem] leading-relaxed text-slate-700">
          <Highlighted text={snippet} marks={marks} />
        </p>
      )}
    </article>
  )
}
