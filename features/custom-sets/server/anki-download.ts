import 'server-only';

import { getOptionalUser } from '@/lib/auth/session';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { RateLimitedError, tooManyRequests } from '@/lib/security/rate-limit';

import { writeAnkiPackage, type ExportDeck } from '../anki/package-writer';
import { countAnkiPackage } from './anki-limits';
import { getSetForViewer } from './queries';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** A file name every system accepts: the deck's name without path or control characters. */
const fileName = (name: string) => `${name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 80) || 'kotonoha'}.apkg`;

/**
 * The deck as an `.apkg` download, counted first (ankiExportPerUser, ankiExportPerIp): each is a SQLite file
 * written in WebAssembly and zipped. Only a package about to be written is counted, so a 404 or a refused body
 * costs the caller nothing.
 */
export async function packageResponse(
  deck: ExportDeck,
  user: { id: string } | null,
  request: Request,
): Promise<Response> {
  try {
    await countAnkiPackage('export', user, request.headers);
  } catch (error) {
    if (error instanceof RateLimitedError) return tooManyRequests(error, PRIVATE);
    throw error;
  }
  const name = fileName(deck.name);
  return new Response(new Uint8Array(await writeAnkiPackage(deck)), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/apkg',
      'Content-Disposition': `attachment; filename="kotonoha.apkg"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

export async function whileDatabaseUp(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}

/** GET /api/custom-sets/{set}/anki: the set as an Anki package, for whoever may see the set (404 otherwise). */
export function answerSetDownload(request: Request, id: string): Promise<Response> {
  return whileDatabaseUp(async () => {
    const user = await getOptionalUser();
    const set = await getSetForViewer(id, user?.id ?? null);
    if (!set) return new Response('Not found', { status: 404, headers: PRIVATE });
    return packageResponse({ name: set.name, key: set.id, cards: set.cards }, user, request);
  });
}
