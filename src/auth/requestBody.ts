import { addDataAndFileToRequest, type PayloadRequest } from 'payload'

/**
 * The fields of a JSON or form body (the admin posts multipart with a `_payload` JSON field);
 * null when the body cannot be read, so the caller answers 400 instead of failing.
 */
export async function bodyFields(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  try {
    await addDataAndFileToRequest(req)
  } catch {
    return null
  }
  const data = req.data
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** An error answer in Payload's shape, which the admin shows as a notice. */
export function errorAnswer(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ errors: [{ message }] }, { status, headers })
}
