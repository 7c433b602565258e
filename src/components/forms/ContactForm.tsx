// Placeholder until the forms work lands: the contact form (POST /api/contact-us).
export function ContactForm() {
  return null
}
