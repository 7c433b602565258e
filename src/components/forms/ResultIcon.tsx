/** A form result's mark: a tick for a success, an exclamation mark for anything else. */
export function ResultIcon({ success, className }: { success: boolean; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={success ? 'm5 12.5 4.5 4.5L19 7.5' : 'M12 7v6M12 17h.01'} />
    </svg>
  )
}
