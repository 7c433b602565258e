import { getDownloadMaterials } from '@/content/downloads'

export async function GET() {
  return Response.json(await getDownloadMaterials())
}
