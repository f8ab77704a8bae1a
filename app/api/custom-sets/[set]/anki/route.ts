import { answerSetDownload } from '@/features/custom-sets/server/anki-download';

/** GET /api/custom-sets/{set}/anki: the set as an Anki package, for whoever may see the set. */
export async function GET(request: Request, { params }: RouteContext<'/api/custom-sets/[set]/anki'>) {
  return answerSetDownload(request, (await params).set);
}
