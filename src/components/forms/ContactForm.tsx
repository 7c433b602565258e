import { BrowserScript } from '@/components/ui/BrowserScript'
import { ContactFields } from './ContactFields'
import { pageFormResult } from './pageFormResult'

/**
 * The contact form. It posts to /api/contact-us itself; src/browser/forms.ts, where it runs, checks
 * the shared zod schema first and sends it with fetch instead.
 */
export async function ContactForm() {
  return (
    <>
      <ContactFields result={await pageFormResult('contact')} />
      <BrowserScript name="forms" afterPaint />
    </>
  )
}
