import { EntryCard, EntryShell } from '@/components/entries/EntryShell'

/** A status link that names no entry (mistyped, cut short): a 404 that says what to do. */
export default function UnknownEntryLink() {
  return (
    <EntryShell kicker="Your entry" title="This link is not valid">
      <EntryCard className="mx-auto max-w-2xl">
        <p className="text-lg text-slate-700" data-link-unknown>
          Open the link in your confirmation e-mail again: it may have been cut short when copied.
        </p>
        <p className="mt-3 text-slate-700">
          Still stuck?{' '}
          <a href="/contact-us" className="font-semibold text-teal underline underline-offset-4">
            Contact us
          </a>{' '}
          with the reference from the e-mail (it starts with LA-).
        </p>
      </EntryCard>
    </EntryShell>
  )
}
