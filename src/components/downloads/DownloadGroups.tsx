import { groupByCategory, type DownloadList } from '@/content/downloads'

/** Files grouped under their category headings, each a link with its title. */
export function DownloadGroups({ list, headingLevel = 3 }: { list: DownloadList; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groupByCategory(list).map(({ category, downloads }) => (
        <section key={category.id} aria-label={category.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <Heading className="font-display text-lg font-bold text-navy">{category.name}</Heading>
          <ul className="mt-4 divide-y divide-slate-100">
            {downloads.map((d) => (
              <li key={d.id}>
                <a
                  href={d.file_url}
                  download
                  className="group flex items-center gap-3 py-3 text-slate-700 hover:text-teal"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal/10 text-teal group-hover:bg-teal group-hover:text-white">
                    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                      <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
                    </svg>
                  </span>
                  <span className="font-medium underline-offset-2 group-hover:underline">{d.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
