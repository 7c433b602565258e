import type { Field, FieldHook } from 'payload'
import { ValidationError } from 'payload'
import { slugify, slugPattern } from '@/lib/slugify'

/**
 * A slug generated from `sourceField` when left empty, and made unique within the
 * collection by a numeric suffix, so editors never have to think about it.
 */
export function slugField(sourceField: string): Field {
  const fillAndDeduplicate: FieldHook = async ({ value, data, originalDoc, req, collection }) => {
    const source = (data?.[sourceField] ?? originalDoc?.[sourceField]) as string | undefined
    const base =
      typeof value === 'string' && value.trim() !== '' ? slugify(value.trim()) : source ? slugify(source) : ''
    if (!base || !collection) return base || value
    const ownId = originalDoc?.id ?? data?.id
    let candidate = base
    for (let n = 2; n < 1000; n++) {
      const clash = await req.payload.find({
        collection: collection.slug as 'blogs',
        where: { slug: { equals: candidate }, ...(ownId ? { id: { not_equals: ownId } } : {}) },
        limit: 1,
        depth: 0,
        draft: true,
        pagination: false,
        overrideAccess: true,
        req,
      })
      if (clash.docs.length === 0) return candidate
      candidate = `${base}-${n}`
    }
    throw new ValidationError({ errors: [{ message: 'Could not find a free slug', path: 'slug' }] })
  }

  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique: true,
    admin: {
      position: 'sidebar',
      description: `Part of the page address. Left empty, it is made from the ${sourceField}.`,
    },
    validate: (value: unknown) =>
      value == null || value === '' || (typeof value === 'string' && slugPattern.test(value))
        ? true
        : 'Use lower-case letters, digits and hyphens only.',
    hooks: { beforeValidate: [fillAndDeduplicate] },
  }
}
