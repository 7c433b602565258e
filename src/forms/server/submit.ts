import 'server-only'
import { getEnquiryChoices } from '@/content/ielts'
import { contactSchema } from '@/forms/shared/contactSchema'
import { enquirySchema } from '@/forms/shared/enquirySchema'
import { isBot, takeSubmission } from './guard'
import { storeContactMessage, storeEnquiry } from './store'
import { fieldErrors } from '@/lib/fieldErrors'
import { newReference } from './reference'

/** What became of a submission; the HTTP edge (httpAnswer.ts) answers it as JSON or as a page's result. */
export type SubmitOutcome =
  | { kind: 'stored'; reference: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

export type SubmitContext = { clientKey: string; sourcePage: string }

export async function submitContactMessage(raw: Record<string, unknown>, ctx: SubmitContext): Promise<SubmitOutcome> {
  const limit = await takeSubmission(ctx.clientKey)
  if (!limit.ok) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  // A bot is told it worked (with a reference like any other), so it learns nothing; nothing is stored.
  if (isBot(raw, ctx.clientKey)) return { kind: 'stored', reference: newReference() }
  const parsed = contactSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) }
  const doc = await storeContactMessage(parsed.data, ctx.sourcePage)
  return { kind: 'stored', reference: doc.reference! }
}

export async function submitEnquiry(raw: Record<string, unknown>, ctx: SubmitContext): Promise<SubmitOutcome> {
  const limit = await takeSubmission(ctx.clientKey)
  if (!limit.ok) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
  if (isBot(raw, ctx.clientKey)) return { kind: 'stored', reference: newReference() }
  const choices = await getEnquiryChoices()
  const parsed = enquirySchema({
    destinations: choices.destinations.map((c) => c.value),
    intakes: choices.intakes.map((c) => c.value),
    locations: choices.locations.map((c) => c.value),
  }).safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) }
  const doc = await storeEnquiry(parsed.data, ctx.sourcePage)
  return { kind: 'stored', reference: doc.reference! }
}
