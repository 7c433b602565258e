import type React from 'react'
import { findPhoneNumbers } from '@/lib/phoneNumbers'

/** Plain text an editor typed, with each phone number in it a tel: link (see lib/phoneNumbers). */
export function PhoneText({
  text,
  linkClassName = 'underline underline-offset-2',
}: {
  text: string
  linkClassName?: string
}) {
  const parts: React.ReactNode[] = []
  let at = 0
  for (const phone of findPhoneNumbers(text)) {
    parts.push(text.slice(at, phone.start))
    parts.push(
      <a key={phone.start} href={phone.href} className={`whitespace-nowrap ${linkClassName}`}>
        {phone.text}
      </a>,
    )
    at = phone.end
  }
  parts.push(text.slice(at))
  return <>{parts}</>
}
