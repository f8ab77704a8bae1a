import { allUnitParams } from '@/features/content';
import { sentencesOfUnit } from '@/features/sentences/server/sentences';

// One static file per vocabulary unit, written at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allUnitParams('vocabulary');
}

/**
 * GET /api/sentences/n5/3 → the unit's example sentences (features/sentences/types.ts). Cards, the unit table,
 * the review and the fill-in-the-blank test fetch it when they first show a sentence, so the unit page's HTML
 * does not carry them; the address carries the build id, so the browser may keep the answer for good.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/sentences/[set]/[unit]'>) {
  const { set, unit } = await params;
  const sentences = sentencesOfUnit(set, unit);
  if (!sentences) return new Response(null, { status: 404 });
  return Response.json(sentences, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
}
