import { getCourseStructure } from '@/content/ielts'

export async function GET() {
  return Response.json(await getCourseStructure())
}
