import type { PublicSocialData } from '@/content/siteSettings'

const icons: Record<keyof PublicSocialData, { label: string; path: string }> = {
  facebook: {
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H16l.5-4h-3V8.8c0-.5.3-.8.5-.8z',
  },
  instagram: {
    label: 'Instagram',
    path:
      'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 ' +
      '6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 3.8c2.7 0 3 0 4 .1 2.7.1 4 1.4 ' +
      '4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 ' +
      '0-4-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C4 5.3 5.3 4 8 3.9c1-.1 1.3-.1 4-.1z',
  },
  linkedin: {
    label: 'LinkedIn',
    path:
      'M5 9h3.5v11H5zM6.8 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10.5 9H14v1.6c.5-.9 1.7-1.9 ' +
      '3.5-1.9 3.7 0 4.4 2.4 4.4 5.6V20h-3.5v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V20h-3.5z',
  },
  youtube: {
    label: 'YouTube',
    path:
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 ' +
      '7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 ' +
      '0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  },
}

/** Round icon links to the company's social profiles (only those that are set). */
export function SocialLinks({
  social,
  only,
  tone = 'dark',
}: {
  social: PublicSocialData
  only?: (keyof PublicSocialData)[]
  tone?: 'dark' | 'light'
}) {
  const keys = (only ?? (Object.keys(icons) as (keyof PublicSocialData)[])).filter((k) => social[k])
  return (
    <ul className="flex flex-wrap gap-3">
      {keys.map((key) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={icons[key].label}
            className={
              'inline-flex size-11 items-center justify-center rounded-full transition-colors ' +
              (tone === 'dark'
                ? 'bg-white/10 text-white hover:bg-amber hover:text-navy-deep'
                : 'bg-navy text-white hover:bg-teal')
            }
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              <path d={icons[key].path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
