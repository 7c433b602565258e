import type { EnquiryChoices } from '@/content/ielts'
import { BrowserScript } from '@/components/ui/BrowserScript'
import { EnquiryFields } from './EnquiryFields'

/** The IELTS and PTE enquiry form: src/browser/forms.ts validates it and POSTs JSON to /api/contact-ielts. */
export function EnquiryForm(props: { course: 'IELTS' | 'PTE'; choices: EnquiryChoices; heading: string }) {
  return (
    <>
      <EnquiryFields {...props} />
      <BrowserScript name="forms" />
    </>
  )
}
