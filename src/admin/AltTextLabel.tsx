'use client'
import { FieldLabel, useFormFields } from '@payloadcms/ui'

/** "Alt text *": marked required, as the rule is, until "Decorative image" is ticked (src/uploads/altText.ts). */
export function AltTextLabel() {
  const decorative = useFormFields(([fields]) => Boolean(fields.decorative?.value))
  return <FieldLabel label="Alt text" path="alt" htmlFor="field-alt" required={!decorative} />
}
