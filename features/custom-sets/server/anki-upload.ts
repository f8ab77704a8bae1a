import 'server-only';

import { z } from 'zod/mini';

import { getOptionalUser } from '@/lib/auth/session';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { RateLimitedError, tooManyRequests } from '@/lib/security/rate-limit';

import { MAX_PACKAGE_BYTES } from '../anki/package-limits';
import { readAnkiPackage } from '../anki/package-reader';
import { countAnkiPackage } from './anki-limits';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const answer = (body: object, status = 200) => Response.json(body, { status, headers: PRIVATE });

/** A declared length, when there is one, must fit the limit; the body is counted as it arrives anyway. */
const declaredLength = z.union([
  z.null(),
  z.coerce.number().check(z.int(), z.gte(0), z.lte(MAX_PACKAGE_BYTES, 'tooLarge')),
]);

/** The body's bytes, or null as soon as it passes `limit` (a client may send no length or a false one). */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * POST /api/custom-sets/anki-import with the package as the body: what it holds (note types, decks of plain-text
 * notes, media counted) for the import preview. Only verified learners may create sets, so only they may upload;
 * nothing is stored here (the learner's choice of fields is saved by importAnkiSetsAction). Counted before the body
 * is read (ankiImportPerUser, ankiImportPerIp): reading a package is the dearest thing a learner can ask for.
 */
export async function answerAnkiUpload(request: Request): Promise<Response> {
  const length = declaredLength.safeParse(request.headers.get('content-length'));
  if (!length.success) return answer({ error: 'tooLarge' }, 413);
  try {
    const user = await getOptionalUser();
    if (!user) return answer({ error: 'unauthorized' }, 401);
    if (!user.emailVerified) return answer({ error: 'unverified' }, 403);
    await countAnkiPackage('import', user, request.headers);
  } catch (error) {
    if (error instanceof RateLimitedError) return tooManyRequests(error, PRIVATE);
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
  const bytes = await readAtMost(request.body, MAX_PACKAGE_BYTES);
  if (!bytes) return answer({ error: 'tooLarge' }, 413);
  const read = await readAnkiPackage(bytes);
  return read.ok ? answer({ content: read.content }) : answer({ error: read.error }, 422);
}
