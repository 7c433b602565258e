import { DownloadIcon, FileIcon } from '@/components/icons'
import { groupByCategory, type DownloadList } from '@/content/downloads'
import { fileKind } from './fileKind'

/** Files grouped under their category headings, each a link with its title and kind (PDF, Word…). */
export function DownloadGroups({ list }: { list: DownloadList }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groupByCategory(list).map(({ category, downloads }) => (
        <section
          key={category.id}
          aria-labelledby={`download-cat-${category.id}`}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80"
        >
          <h3 id={`download-cat-${category.id}`} className="text-lg font-bold text-navy">
            {category.name}
          </h3>
          <ul className="mt-4 divide-y divide-slate-100">
            {downloads.map((d) => {
              const kind = fileKind(d.file)
              return (
                <li key={d.id}>
                  <a
                    href={d.file_url}
                    download
                    className={
                      'group -mx-2 flex items-center gap-3 rounded-lg ' +
                      'px-2 py-3 text-ink transition-colors hover:bg-mist'
                    }
                  >
                    <span
                      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-coral/10 text-coral"
                      aria-hidden="true"
                    >
                      <FileIcon className="size-5" />
                    </span>
                    <span className="flex-1 font-medium leading-snug group-hover:text-teal">
                      {d.title}
                      <span className="sr-only"> ({kind})</span>
                    </span>
                    <span
                      className={
                        'hidden rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 sm:inline'
                      }
                      aria-hidden="true"
                    >
                      {kind}
                    </span>
                    <DownloadIcon className="size-5 shrink-0 text-slate-500 group-hover:text-teal" />
                  </a>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
