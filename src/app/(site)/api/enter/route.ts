// POST /api/enter?kind=exam|class&id=…: the entry form (src/entries/web/post.ts).
import { answerEntryPost } from '@/entries/web/post'

export const POST = answerEntryPost
