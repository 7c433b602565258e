import { exitPreview } from '@/content/previewMode'

/** GET /api/preview/exit?path=/blog/my-post: back to the published page. */
export const GET = (request: Request) => exitPreview(request)
