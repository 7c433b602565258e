'use client'

/** Clickable pagination dots, one per slide. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  label,
  tone = 'light',
}: {
  count: number
  selected: number
  onSelect: (index: number) => void
  label: string
  tone?: 'light' | 'dark'
}) {
  return (
    <div className="flex justify-center gap-2" role="group" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className="group p-2"
        >
          <span
            className={`block h-2.5 rounded-full transition-all duration-300 ${i === selected ? `w-8 ${tone === 'light' ? 'bg-amber' : 'bg-navy'}` : `w-2.5 ${tone === 'light' ? 'bg-white/60 group-hover:bg-white' : 'bg-slate-300 group-hover:bg-slate-400'}`}`}
          />
        </button>
      ))}
    </div>
  )
}
