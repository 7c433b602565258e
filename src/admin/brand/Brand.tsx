import { SITE_ICON_URL } from '@/lib/siteIcon'
import './brand.css'

// The company's mark and name where Payload's would be (admin.components.graphics).

/** On the sign-in, reset and two-factor pages. */
export function BrandLogo() {
  return (
    <span className="lyceum-brand">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: address, nothing to optimise */}
      <img src={SITE_ICON_URL} alt="" width={48} height={48} />
      <span className="lyceum-brand__text">
        <span className="lyceum-brand__name">Lyceum Assessments</span>
        <span className="lyceum-brand__role">Staff sign-in</span>
      </span>
    </span>
  )
}

/** In the side menu and the header. */
export function BrandIcon() {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data: address, nothing to optimise
    <img src={SITE_ICON_URL} alt="Lyceum Assessments" width={28} height={28} className="lyceum-brand__icon" />
  )
}
