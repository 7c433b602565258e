import { buttonClass } from '@/components/ui/Button'
import { entryDocumentRules, kindList, megabytes } from '@/uploads/rules'

/** What the file inputs accept and say: the rules the endpoint checks (src/uploads/rules.ts). */
export const FILE_HINT = `${kindList(entryDocumentRules)}, at most ${megabytes(entryDocumentRules.maxBytes)}.`

/**
 * A file sent with the status link's token (a bank slip or an access-arrangement document): a plain
 * multipart post that comes back to the status page.
 */
export function UploadForm({
  action,
  token,
  field,
  label,
  hint,
  button,
}: {
  action: string
  token: string
  field: string
  label: string
  hint: string
  button: string
}) {
  const id = `upload-${field}`
  return (
    <form method="post" action={action} encType="multipart/form-data" className="mt-4 space-y-3" data-upload={field}>
      <input type="hidden" name="token" value={token} />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-navy">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
        <input
          id={id}
          name={field}
          type="file"
          required
          accept={entryDocumentRules.kinds.map((k) => k.mime).join(',')}
          aria-describedby={`${id}-hint`}
          className={
            'mt-2 block w-full rounded-xl bg-white text-sm text-slate-700 ring-1 ' +
            'ring-slate-300 file:mr-4 file:min-h-11 file:cursor-pointer file:border-0 file:bg-navy ' +
            'file:px-4 file:font-semibold file:text-white hover:file:bg-navy-deep'
          }
        />
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        {button}
      </button>
    </form>
  )
}
