import type { EnquiryChoices } from '@/content/ielts'

// Placeholder until the forms work lands: the IELTS / PTE enquiry form (POST /api/contact-ielts).
export function EnquiryForm(_props: { course: 'IELTS' | 'PTE'; choices: EnquiryChoices; heading: string }) {
  return null
}
