import { EnquiryForm } from '@/components/forms/EnquiryForm'
import { MailIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getEnquiryChoices } from '@/content/ielts'
import { getDepartmentContact } from '@/content/pages'
import { telHref, whatsappHref, whatsappMessage, whatsappShownLabel } from '@/lib/contactLinks'

/**
 * The band that carries an enquiry form (IELTS or PTE): heading, a short intro, direct contact
 * details for people who prefer to call, and the form itself (built in src/components/forms).
 */
export async function EnquirySection({
  course,
  heading,
  intro,
  id,
  tone = 'mist',
}: {
  course: 'IELTS' | 'PTE'
  heading: string
  intro: string
  id: string
  tone?: 'mist' | 'white' | 'cream'
}) {
  // The IELTS | PTE department's own line, the same one the contact page prints.
  const [choices, team] = await Promise.all([getEnquiryChoices(), getDepartmentContact('ielts-pte')])
  const whatsapp = whatsappHref(team.whatsapp, whatsappMessage(course))
  const headingId = `${id}-heading`
  return (
    <Section tone={tone} id={id} labelledBy={headingId} className="scroll-mt-24">
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div>
          <SectionHeading id={headingId} kicker="Get in touch" title={heading} intro={intro} />
          <ul className="space-y-3 text-base">
            <li>
              <a
                href={telHref(team.phone)}
                className={
                  'group inline-flex items-center gap-3 whitespace-nowrap ' +
                  'rounded-lg font-medium text-navy hover:text-teal'
                }
              >
                <span
                  className={
                    'flex size-10 items-center justify-center rounded-full bg-white text-teal ' +
                    'shadow-sm ring-1 ring-slate-200 group-hover:bg-teal group-hover:text-white'
                  }
                >
                  <PhoneIcon className="size-5" />
                </span>
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">Call us</span>
                  {team.phone}
                </span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${team.email}`}
                className="group inline-flex items-center gap-3 rounded-lg font-medium text-navy hover:text-teal"
              >
                <span
                  className={
                    'flex size-10 items-center justify-center rounded-full bg-white text-teal ' +
                    'shadow-sm ring-1 ring-slate-200 group-hover:bg-teal group-hover:text-white'
                  }
                >
                  <MailIcon className="size-5" />
                </span>
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">E-mail us</span>
                  {team.email}
                </span>
              </a>
            </li>
            {whatsapp && (
              <li>
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={whatsappShownLabel(`WhatsApp us ${team.whatsapp}`, team.name)}
                  className={
                    'group inline-flex items-center gap-3 whitespace-nowrap ' +
                    'rounded-lg font-medium text-navy hover:text-teal'
                  }
                >
                  <span
                    className={
                      'flex size-10 items-center justify-center rounded-full bg-white text-teal ' +
                      'shadow-sm ring-1 ring-slate-200 group-hover:bg-teal group-hover:text-white'
                    }
                  >
                    <WhatsAppIcon className="size-5" />
                  </span>
                  <span>
                    <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
                      WhatsApp us
                    </span>{' '}
                    {team.whatsapp}
                  </span>
                </a>
              </li>
            )}
          </ul>
        </div>
        <div>
          <EnquiryForm course={course} heading={heading} choices={choices} />
        </div>
      </div>
    </Section>
  )
}
