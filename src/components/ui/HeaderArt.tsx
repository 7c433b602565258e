import type React from 'react'

/** Decorative rings and dots over the right of a PageHeader that has no photo (wide screens only). */
export function WithHeaderArt({ children }: { children: React.ReactNode }) {
  return (
    <div className="relative">
      {children}
      <svg
        viewBox="0 0 400 400"
        aria-hidden="true"
        focusable="false"
        className={
          'pointer-events-none absolute right-[4%] top-1/2 hidden h-[120%] max-h-[26rem] -translate-y-1/2 lg:block'
        }
      >
        <circle cx="220" cy="200" r="170" fill="none" stroke="#0e7c86" strokeOpacity="0.35" strokeWidth="2" />
        <circle
          cx="220"
          cy="200"
          r="120"
          fill="none"
          stroke="#5fa8d3"
          strokeOpacity="0.25"
          strokeWidth="1.5"
          strokeDasharray="4 8"
        />
        <circle cx="220" cy="200" r="70" fill="#0e7c86" fillOpacity="0.18" />
        <circle cx="330" cy="95" r="14" fill="#f4a62a" />
        <circle cx="80" cy="300" r="8" fill="#d1495b" fillOpacity="0.9" />
        <g fill="#ffffff" fillOpacity="0.18">
          {Array.from({ length: 25 }, (_, i) => (
            <circle key={i} cx={40 + (i % 5) * 18} cy={60 + Math.floor(i / 5) * 18} r="2.5" />
          ))}
        </g>
      </svg>
    </div>
  )
}
