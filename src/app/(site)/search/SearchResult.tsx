import type { SearchHit, SearchKind } from '@/search/query'
import { excerpt, highlight } from '@/search/text'

const kindLabel: Record<SearchKind, string> = { page: 'Page', exam: 'Examination', blog: 'Blog', event: 'Gallery' }
const kindTone: Record<SearchKind, string> = {
  page: 'bg-mist text-navy ring-slate-300',
  exam: 'bg-teal/10 text-teal-dark ring-teal/30',
  // Darker than the brand tones, for contrast on their tints.
  blog: 'bg-amber/15 text-[#7a4d0b] ring-amber/40',
  event: 'bg-coral/10 text-[#a3283a] ring-coral/30',
}

/** Text with the searched words in <mark>; React escapes every piece, so no content becomes HTML. */
function Highlighted({ text, words }: { text: string; words: string[] }) {
  return highlight(text, words).map((piece, i) =>
    piece.mark ? (
      <mark key={i} className="rounded-sm bg-amber/35 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  )
}

export function SearchResult({ hit, words }: { hit: SearchHit; words: string[] }) {
  const snippet = excerpt(hit.text, words)
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:p-6">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className={`rounded-full px-2.5 py-0.5 font-semibold uppercase tracking-wider ring-1 ${kindTone[hit.kind]}`}>
          {kindLabel[hit.kind]}
        </span>
        <span className="break-all text-slate-600">{hit.path}</span>
      </p>
      <h3 className="mt-2 text-lg font-bold leading-snug text-navy sm:text-xl">
        <a href={hit.path} className="rounded underline-offset-4 hover:text-teal hover:underline">
          <Highlighted text={hit.title} words={words} />
        </a>
      </h3>
      {snippet && (
        <p className="mt-2 text-[0.975rem] leading-relaxed text-slate-700">
          <Highlighted text={snippet} words={words} />
        </p>
      )}
    </article>
  )
}
