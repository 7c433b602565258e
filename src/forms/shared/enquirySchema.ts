import * as z from 'zod/mini'
import { EMAIL_MAX_LENGTH, emailAddress, optionalText, phoneNumber, requiredText } from './fields'

export const enquiryCourses = ['IELTS', 'PTE'] as const
export type EnquiryCourse = (typeof enquiryCourses)[number]

/** Longest text each enquiry field takes; the markup's maxLength says the same. */
export const enquiryLimits = {
  fname: 80,
  lname: 80,
  email: EMAIL_MAX_LENGTH,
  choice: 60,
  subject: 200,
  message: 5000,
} as const

export type ChoiceLists = {
  destinations: string[]
  intakes: string[]
  locations: string[]
}

const choiceLabels = {
  destination: 'Preferred study destination',
  intake: 'Proposed intake',
  location: 'Preferred location for appointment',
} as const

const enquiryObject = z.object({
  title: z.enum(enquiryCourses, { error: 'Course must be IELTS or PTE.' }),
  fname: requiredText('First name', enquiryLimits.fname),
  lname: requiredText('Last name', enquiryLimits.lname),
  email: emailAddress,
  phone: phoneNumber,
  destination: optionalText(choiceLabels.destination, enquiryLimits.choice),
  intake: optionalText(choiceLabels.intake, enquiryLimits.choice),
  location: optionalText(choiceLabels.location, enquiryLimits.choice),
  subject: optionalText('Subject', enquiryLimits.subject),
  message: optionalText('Message', enquiryLimits.message),
})

/** The enquiry's fields, exactly what the forms send (the honeypot aside). */
export const enquiryFields = Object.keys(enquiryObject.shape) as (keyof typeof enquiryObject.shape)[]

/**
 * The IELTS and PTE enquiry forms (docs/product.md, Validation). IELTS needs the name, e-mail and phone; PTE needs
 * every field. Given the current CMS choice lists, a chosen value must be one of them.
 */
export function enquirySchema(choices?: ChoiceLists) {
  return enquiryObject.check(
    z.superRefine((data, ctx) => {
      if (data.title === 'PTE') {
        for (const key of ['destination', 'intake', 'location', 'subject', 'message'] as const) {
          if (!data[key]) {
            const label =
              key in choiceLabels ? choiceLabels[key as keyof typeof choiceLabels] : key[0].toUpperCase() + key.slice(1)
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `${label} is required.`,
            })
          }
        }
      }
      if (!choices) return
      const lists = {
        destination: choices.destinations,
        intake: choices.intakes,
        location: choices.locations,
      }
      for (const key of ['destination', 'intake', 'location'] as const) {
        const value = data[key]
        if (value && !lists[key].includes(value)) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `Choose a ${choiceLabels[key].toLowerCase()} from the list.`,
          })
        }
      }
    }),
  )
}

export type EnquiryInput = z.input<ReturnType<typeof enquirySchema>>
export type EnquiryData = z.output<ReturnType<typeof enquirySchema>>
