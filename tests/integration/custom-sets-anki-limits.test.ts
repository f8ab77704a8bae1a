// The Anki routes are rate-limited against the real RateLimit table: an upload read for the import preview and a
// package written (a set's download, the mistakes bank) each count per account and per address, and the one past
// the limit is a 429 with Retry-After, before any work is done.
import { randomInt } from 'node:crypto';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { answerSetDownload } from '@/features/custom-sets/server/anki-download';
import { answerAnkiUpload } from '@/features/custom-sets/server/anki-upload';
import { createSet } from '@/features/custom-sets/server/mutations';
import { answerMistakesPackage } from '@/features/mistakes/server/anki-download';
import { PEER_ADDRESS_HEADER } from '@/lib/http/client-ip';
import { RATE_LIMITS } from '@/lib/security/rate-limit';
import { db } from '../../lib/db/client';
import { uniqueEmail } from './helpers';

const session = vi.hoisted(() => ({ user: null as null | { id: string; emailVerified: boolean } }));
vi.mock('@/lib/auth/session', () => ({ getOptionalUser: async () => session.user }));

afterAll(async () => {
  await db.$disconnect();
});

const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const newUser = async () => {
  const { id } = await db.user.create({ data: { email: uniqueEmail('anki-limit') }, select: { id: true } });
  return { id, emailVerified: true };
};

const upload = (ip: string) =>
  answerAnkiUpload(
    new Request('http://localhost/api/custom-sets/anki-import', {
      method: 'POST',
      headers: { [PEER_ADDRESS_HEADER]: ip },
      body: 'not a package',
    }),
  );
const mistakes = (ip: string) =>
  answerMistakesPackage(
    new Request('http://localhost/api/mistakes/anki', {
      method: 'POST',
      headers: { [PEER_ADDRESS_HEADER]: ip, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Mistakes',
        cards: [{ word: '水', pronunciation: 'みず', meaning: 'nước', note: '' }],
      }),
    }),
  );
const download = (ip: string, set: string) =>
  answerSetDownload(
    new Request(`http://localhost/api/custom-sets/${set}/anki`, { headers: { [PEER_ADDRESS_HEADER]: ip } }),
    set,
  );

async function statuses(count: number, request: () => Promise<Response>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await request()).status);
  return answers;
}

function expectRefused(response: Response, duration: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  const wait = Number(response.headers.get('Retry-After'));
  expect(wait).toBeGreaterThan(duration - 60);
  expect(wait).toBeLessThanOrEqual(duration);
}

describe('Anki package imports', () => {
  it('are counted per account, then per address', async () => {
    const { points: perUser, duration } = RATE_LIMITS.ankiImportPerUser;
    const ip = newAddress();
    session.user = await newUser();
    expect(await statuses(perUser, () => upload(ip))).toEqual(Array(perUser).fill(422));
    const refused = await upload(ip);
    expectRefused(refused, duration);
    expect(await refused.json()).toEqual({ error: 'rateLimited' });

    // Other learners at the same address go on until the address's own count is spent.
    const perIp = RATE_LIMITS.ankiImportPerIp.points;
    let sent = perUser + 1;
    while (sent < perIp) {
      session.user = await newUser();
      const batch = Math.min(perUser, perIp - sent);
      expect(await statuses(batch, () => upload(ip))).toEqual(Array(batch).fill(422));
      sent += batch;
    }
    session.user = await newUser();
    expectRefused(await upload(ip), RATE_LIMITS.ankiImportPerIp.duration);
    // From elsewhere, that learner is not held back.
    expect((await upload(newAddress())).status).toBe(422);
  });

  it('leave a guest or an unverified learner to the usual answers, uncounted', async () => {
    const ip = newAddress();
    session.user = null;
    expect((await upload(ip)).status).toBe(401);
    session.user = { ...(await newUser()), emailVerified: false };
    expect((await upload(ip)).status).toBe(403);
    expect(await db.rateLimit.findUnique({ where: { key: `ankiImportPerIp:${ip}` } })).toBeNull();
  });
});

describe('Anki packages written', () => {
  it('share one count per account over set downloads and the mistakes bank', async () => {
    const { points, duration } = RATE_LIMITS.ankiExportPerUser;
    const user = await newUser();
    session.user = user;
    const cards = [1, 2].map((n) => ({ word: `語${n}`, pronunciation: 'ご', meaning: `từ ${n}`, note: '' }));
    const set = await createSet(user.id, {
      ...{ name: 'Giới hạn', description: '', customLevel: '', wordLanguage: 'ja', meaningLanguage: 'vi' },
      ...{ jlptLevel: '', visibility: 'onlyMe', cards },
    });
    if (!set.ok) throw new Error('no set');
    const ip = newAddress();
    const half = points / 2;
    expect(await statuses(half, () => download(ip, set.id))).toEqual(Array(half).fill(200));
    expect(await statuses(points - half, () => mistakes(ip))).toEqual(Array(points - half).fill(200));
    expectRefused(await download(ip, set.id), duration);
    expectRefused(await mistakes(ip), duration);
    // A set the viewer may not see stays a 404, not a 429: nothing would be written.
    expect((await download(ip, 'nosuchset123')).status).toBe(404);
  });

  it('count a guest per address', async () => {
    const { points, duration } = RATE_LIMITS.ankiExportPerIp;
    session.user = null;
    const ip = newAddress();
    expect(await statuses(points, () => mistakes(ip))).toEqual(Array(points).fill(200));
    expectRefused(await mistakes(ip), duration);
    expect((await mistakes(newAddress())).status).toBe(200);
  });
});
