import { answerSetDownload } from '@/features/custom-sets/server/anki-download';

/** GET /api/custom-sets/{set}/anki: the set as an Anki package, for whoever may see the set. */
export async function GET(_request: Request, { params }: RouteContext<'/api/custom-sets/[set]/anki'>) {
  return answerSetDownload((await params).set);
}
