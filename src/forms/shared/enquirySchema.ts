import * as z from 'zod/mini'
import { emailAddress, optionalText, phoneNumber, requiredText } from './fields'

export const enquiryCourses = ['IELTS', 'PTE'] as const

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

/**
 * The IELTS and PTE enquiry forms (spec §5). IELTS needs the name, e-mail and phone; PTE needs
 * every field. Given the current CMS choice lists, a chosen value must be one of them.
 */
export function enquirySchema(choices?: ChoiceLists) {
  return z
    .object({
      title: z.enum(enquiryCourses, { error: 'Course must be IELTS or PTE.' }),
      fname: requiredText('First name', 80),
      lname: requiredText('Last name', 80),
      email: emailAddress,
      phone: phoneNumber,
      destination: optionalText(choiceLabels.destination, 60),
      intake: optionalText(choiceLabels.intake, 60),
      location: optionalText(choiceLabels.location, 60),
      subject: optionalText('Subject', 200),
      message: optionalText('Message', 5000),
    })
    .check(
      z.superRefine((data, ctx) => {
        if (data.title === 'PTE') {
          for (const key of ['destination', 'intake', 'location', 'subject', 'message'] as const) {
            if (!data[key]) {
              const label = key in choiceLabels ? choiceLabels[key as keyof typeof choiceLabels] : key[0].toUpperCase() + key.slice(1)
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
