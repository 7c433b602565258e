import { getDepartmentIntroduction } from '@/content/pages'

export async function GET() {
  return Response.json(await getDepartmentIntroduction())
}
