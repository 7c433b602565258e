import { carousel } from '@/browser/contract'

/** Pagination dots, one per slide; src/browser/home.ts moves aria-current and makes them clickable. */
export function CarouselDots({
  count,
  label,
  tone = 'light',
}: {
  count: number
  label: string
  tone?: 'light' | 'dark'
}) {
  const current = tone === 'light' ? 'group-aria-[current=true]:bg-amber' : 'group-aria-[current=true]:bg-navy'
  const idle = tone === 'light' ? 'bg-white/60 group-hover:bg-white' : 'bg-slate-300 group-hover:bg-slate-400'
  return (
    <div className="flex justify-center gap-2" role="group" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          {...carousel.dot.props(String(i))}
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === 0 ? 'true' : undefined}
          className="group p-2"
        >
          <span
            className={
              'block h-2.5 w-2.5 rounded-full transition-all duration-300 ' +
              `group-aria-[current=true]:w-8 ${idle} ${current}`
            }
          />
        </button>
      ))}
    </div>
  )
}
