import type { EnquiryChoices } from '@/content/ielts'
import { BrowserScript } from '@/components/ui/BrowserScript'
import type { EnquiryCourse } from '@/forms/shared/enquirySchema'
import { EnquiryFields } from './EnquiryFields'
import { pageFormResult } from './pageFormResult'

/**
 * The IELTS and PTE enquiry form. It posts to /api/contact-ielts itself; src/browser/forms.ts, where
 * it runs, checks the shared zod schema first and sends the enquiry as JSON instead.
 */
export async function EnquiryForm(props: { course: EnquiryCourse; choices: EnquiryChoices; heading: string }) {
  return (
    <>
      <EnquiryFields {...props} result={await pageFormResult(props.course)} />
      <BrowserScript name="forms" afterPaint />
    </>
  )
}
