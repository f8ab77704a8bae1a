import 'server-only';

import { z } from 'zod/mini';

import { packageResponse, whileDatabaseUp } from '@/features/custom-sets/server/anki-download';
import { cleanText } from '@/features/custom-sets/schemas';
import { getOptionalUser } from '@/lib/auth/session';

import { MISTAKES_MAX, MISTAKE_TEXT_MAX } from '../limits';

const text = z.string().check(z.maxLength(MISTAKE_TEXT_MAX), z.overwrite(cleanText));
const bodySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100), z.overwrite(cleanText)),
  cards: z
    .array(z.object({ word: text, pronunciation: text, meaning: text, note: text }))
    .check(z.maxLength(MISTAKES_MAX)),
});

/** A bank's JSON is a few hundred kB at most; anything larger is not one. */
const MAX_BODY_CHARS = 1024 * 1024;

/**
 * POST /api/mistakes/anki with `{ name, cards }`: the mistakes bank as the page lists it (filtered, a guest's bank
 * from the device) as an Anki package. Nothing is read or stored: the package holds only what was sent. Counted
 * per address, and per account when signed in (a guest has none).
 */
export async function answerMistakesPackage(request: Request): Promise<Response> {
  const invalid = () =>
    Response.json({ error: 'invalid' }, { status: 400, headers: { 'Cache-Control': 'private, no-store' } });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_CHARS) return invalid();
  const raw = await request.text();
  if (raw.length > MAX_BODY_CHARS) return invalid();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return invalid();
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return invalid();
  const deck = { name: parsed.data.name, key: 'kotonoha-mistakes', cards: parsed.data.cards };
  return whileDatabaseUp(async () => packageResponse(deck, await getOptionalUser(), request));
}
