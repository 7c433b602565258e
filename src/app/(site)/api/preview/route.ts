import { startPreview } from '@/content/previewMode'

/** GET /api/preview?path=/blog/my-post: signed-in staff see that page with its drafts (decision 031). */
export const GET = (request: Request) => startPreview(request)
