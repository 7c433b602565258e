import type { Payload, PayloadRequest } from 'payload'

/**
 * Data step of the media alt-text migration (decision 034): images stored before alt text was
 * required and saved without one become decorative, which is how the site already showed them
 * (alt=""). A name guessed from the file would be read aloud as noise; editors write real alt text.
 */
export async function markImagesWithoutAltDecorative(payload: Payload, req: Partial<PayloadRequest>): Promise<number> {
  const result = await payload.update({
    collection: 'media',
    where: { or: [{ alt: { exists: false } }, { alt: { equals: '' } }] },
    data: { decorative: true },
    overrideAccess: true,
    depth: 0,
    req,
    context: { disableRevalidate: true },
  })
  return result.docs.length
}
