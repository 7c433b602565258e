/** Word mark: a hexagon monogram and the company name from settings. */
export function Logo({ name, invert = false }: { name: string; invert?: boolean }) {
  const [first, ...rest] = name.split(' ')
  return (
    <a href="/" className="group inline-flex items-center gap-2.5">
      <svg viewBox="0 0 40 44" className="h-10 w-9 shrink-0" aria-hidden="true">
        <path d="M20 1.5 38 11.75v20.5L20 42.5 2 32.25v-20.5z" fill={invert ? '#F4A62A' : '#12355B'} />
        <path
          d="M14 12v20h13"
          fill="none"
          stroke={invert ? '#0B2239' : '#F4A62A'}
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`font-display leading-none ${invert ? 'text-white' : 'text-navy'}`}>
        <span className="block text-lg font-extrabold tracking-tight">{first}</span>
        <span
          className={
            'block text-[0.7rem] font-semibold uppercase tracking-[0.22em] ' + (invert ? 'text-amber' : 'text-teal')
          }
        >
          {rest.join(' ')}
        </span>
      </span>
      {/* The name as shown, then where the link goes: the accessible name starts with the visible words. */}
      <span className="sr-only">, home</span>
    </a>
  )
}
