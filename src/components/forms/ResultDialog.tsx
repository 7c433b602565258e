import { form } from '@/browser/contract'
import { SUCCESS_MESSAGE, SUCCESS_TITLE } from '@/forms/shared/messages'
import { ResultIcon } from './ResultIcon'

/**
 * The success or failure dialog, filled in and opened by the form script: focus moves in, Escape or
 * Close dismisses, focus goes back to the Send button.
 */
export function ResultDialog({ id }: { id: string }) {
  return (
    <dialog
      {...form.resultDialog.props()}
      aria-labelledby={form.dialogTitleId(id)}
      aria-describedby={form.dialogTextId(id)}
      className="m-auto w-[min(92vw,26rem)] rounded-3xl bg-white p-0 text-center shadow-2xl backdrop:bg-navy-deep/60"
    >
      <div className="p-8">
        <div
          {...form.tone.props('success')}
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-teal/10 text-teal"
          aria-hidden="true"
        >
          <ResultIcon success className="size-8" />
        </div>
        <div
          {...form.tone.props('failure')}
          hidden
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-coral/10 text-[#A12A3A]"
          aria-hidden="true"
        >
          <ResultIcon success={false} className="size-8" />
        </div>
        <h2 id={form.dialogTitleId(id)} className="mt-5 text-2xl font-bold text-navy">
          {SUCCESS_TITLE}
        </h2>
        <p id={form.dialogTextId(id)} className="mt-2 text-slate-600">
          {SUCCESS_MESSAGE}
        </p>
        <form method="dialog">
          <button
            type="submit"
            className={
              'mt-7 inline-flex min-h-11 items-center justify-center rounded-full ' +
              'bg-navy px-8 font-semibold text-white hover:bg-navy-deep'
            }
          >
            Close
          </button>
        </form>
      </div>
    </dialog>
  )
}
