import type { PublicNotification } from '@/content/homeContent'
import { PhoneText } from '@/components/ui/PhoneText'

/** The notification bar above the menu, shown only when the notification says `show`. */
export function shouldShowAnnouncement(n: PublicNotification | undefined): n is PublicNotification {
  return n?.visibility === 'show' && n.message.trim() !== ''
}

export function AnnouncementBar({ notification }: { notification: PublicNotification }) {
  const external = /^https?:\/\//.test(notification.url)
  return (
    <div className="bg-amber text-navy-deep" data-testid="announcement-banner">
      <div
        className={
          'mx-auto flex max-w-7xl flex-wrap items-center justify-center ' +
          'gap-x-4 gap-y-1 px-5 py-2 text-center text-sm font-medium sm:px-8'
        }
      >
        <p>
          <PhoneText text={notification.message} />
        </p>
        {notification.url && notification.buttonText && (
          <a
            href={notification.url}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={
              'inline-flex items-center gap-1 rounded-full bg-navy-deep ' +
              'px-3.5 py-1 text-xs font-semibold text-white hover:bg-navy'
            }
          >
            {notification.buttonText}
            <span aria-hidden="true">→</span>
          </a>
        )}
      </div>
    </div>
  )
}
