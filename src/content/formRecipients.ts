import type { Payload } from 'payload'
import type { ContactPage, Enquiry } from '@/payload-types'

/** A website form a department can receive by e-mail (Contact page, each department's "Website forms"). */
export type WebsiteForm = NonNullable<NonNullable<ContactPage['departments']>[number]['receives']>[number]

const enquiryForms: Record<Enquiry['title'], WebsiteForm> = { IELTS: 'ielts-enquiries', PTE: 'pte-enquiries' }

/** The form an enquiry came from: the IELTS or the PTE enquiry form. */
export const enquiryForm = (course: Enquiry['title']): WebsiteForm => enquiryForms[course]

/**
 * Where a form is e-mailed: the first department that receives it, else the site e-mail, so nothing is lost.
 * Always the published contact page and settings (no `draft`): a draft must not reroute visitors' messages.
 */
export async function formRecipient(payload: Payload, form: WebsiteForm): Promise<string> {
  return (await formDepartment(payload, form)).email
}

/** Who answers a form: the first department that receives it, else the company at the site e-mail and general phone. */
export async function formDepartment(
  payload: Payload,
  form: WebsiteForm,
): Promise<{ name: string; email: string; phone: string; company: string }> {
  const [page, settings] = await Promise.all([
    payload.findGlobal({ slug: 'contact-page', overrideAccess: true, depth: 0 }),
    payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 }),
  ])
  const department = page.departments?.find((d) => d.receives?.includes(form))
  const company = settings.companyName
  return department
    ? { name: department.name, email: department.email, phone: department.phone, company }
    : { name: company, email: settings.email, phone: settings.generalPhone.number, company }
}
