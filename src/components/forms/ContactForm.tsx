import { BrowserScript } from '@/components/ui/BrowserScript'
import { ContactFields } from './ContactFields'

/** The contact form: src/browser/forms.ts validates it with the shared zod schema and POSTs /api/contact-us. */
export function ContactForm() {
  return (
    <>
      <ContactFields />
      <BrowserScript name="forms" />
    </>
  )
}
