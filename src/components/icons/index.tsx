import type React from 'react'

// Line icons drawn inline (no icon font, no network). Decorative: always hidden from assistive tech.
function Svg({ className = 'size-6', children }: { className?: string; children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

type IconProps = { className?: string }
const icon = (paths: React.ReactNode) =>
  function Icon({ className }: IconProps) {
    return <Svg className={className}>{paths}</Svg>
  }

export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />)
/** A calendar with a plus: add a date to one's own calendar. */
export const CalendarPlusIcon = icon(
  <path
    d={
      'M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 ' +
      '1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM12 12v5M9.5 14.5h5'
    }
  />,
)
export const DownloadIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />)
export const FileIcon = icon(
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4" />,
)
export const MegaphoneIcon = icon(
  <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6l-5 4H4a1 1 0 0 0-1 1zM15 9a3 3 0 0 1 0 6M18 6a7 7 0 0 1 0 12" />,
)
export const PhoneIcon = icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
)
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
)
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
)
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </>,
)
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />)
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M21 20a6 6 0 0 0-3.5-5.5" />
  </>,
)
export const GraduationCapIcon = icon(<path d="m2 9 10-5 10 5-10 5zM6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6" />)
export const ClipboardCheckIcon = icon(
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 12.5l2 2 4-4" />
  </>,
)
export const LaptopIcon = icon(
  <>
    <rect x="4" y="5" width="16" height="11" rx="1.5" />
    <path d="M2 19h20" />
  </>,
)
export const BookOpenIcon = icon(
  <path d="M12 6c-2-1.5-5-2-8-1.5v14c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-14c-3-.5-6 0-8 1.5zM12 6v14" />,
)
export const HomeIcon = icon(<path d="m3 11 9-7 9 7M5 10v10h14V10M10 20v-5h4v5" />)
export const BriefcaseIcon = icon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
)
export const AwardIcon = icon(
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
  </>,
)
export const StarIcon = icon(<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />)
export const ShieldCheckIcon = icon(<path d="m12 3 8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />)
export const PresentationIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M12 16v4M8 21h8M7 12l3-3 2 2 4-4" />
  </>,
)
export const LightbulbIcon = icon(
  <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />,
)
export const ChartIcon = icon(<path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />)
export const FlagIcon = icon(<path d="M5 21V4M5 4h11l-2 4 2 4H5" />)
export const ScaleIcon = icon(<path d="M12 3v18M7 21h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z" />)
export const HeartIcon = icon(<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />)
export const SwipeIcon = icon(<path d="M4 12h16M8 8l-4 4 4 4M16 8l4 4-4 4" />)
// A speech bubble with a handset: WhatsApp's idea, drawn in the same line style as the other icons.
export const WhatsAppIcon = icon(
  <>
    <path d="M3.5 20.5 5.2 16.3A8.5 8.5 0 1 1 8 19.1z" />
    <path d="M9 8.6c0 3.4 3 6.4 6.4 6.4l1-1.6-2.1-1-1 .9a4.6 4.6 0 0 1-2.4-2.4l.9-1-1-2.1z" />
  </>,
)
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
)
