/**
 * What two instances must agree on: a save made through one is what the other serves at once (the shared cache),
 * and the rate limits count every instance's attempts (they live in PostgreSQL).
 */
import { randomInt, randomUUID } from 'node:crypto';

import { attemptSignIn, createSet, get, setVisibility } from './app-client';

export type Fail = (message: string) => void;

/** How long the other instance may take to show a save: a per-instance cache would take its full minute. */
const AT_ONCE_MS = 2000;

type View = 'community' | 'sitemap' | 'sharedPage';

/** Whether instance `base` shows set `id` in one view: the community list, the sitemap, its shared page. */
async function shows(base: string, view: View, id: string, name: string, cookie: string): Promise<boolean> {
  if (view === 'community') {
    const page = await get(base, '/en/flash-cards/custom', cookie);
    return page.status === 200 && page.body.includes(name);
  }
  if (view === 'sitemap') {
    const sitemap = await get(base, '/sitemap.xml');
    return sitemap.status === 200 && sitemap.body.includes(`/flash-cards/custom/${id}`);
  }
  return (await get(base, `/en/flash-cards/custom/${id}`)).status === 200;
}

const VIEWS: View[] = ['community', 'sitemap', 'sharedPage'];
const everyView = async (base: string, id: string, name: string, cookie: string) =>
  Object.fromEntries(await Promise.all(VIEWS.map(async (v) => [v, await shows(base, v, id, name, cookie)])));

/**
 * Reads each view on `base` until it is `expected`. The delay of a view is when the first read that saw the change
 * was sent, after the save was answered (`savedAt`): a read takes its own time to render (the sitemap lists every
 * page), which says nothing about how soon the change reached the other instance.
 */
async function delayUntilSeen(
  base: string,
  id: string,
  name: string,
  cookie: string,
  expected: boolean,
  savedAt: number,
) {
  const delays = await Promise.all(
    VIEWS.map(async (view) => {
      for (;;) {
        const sentAt = performance.now();
        if ((await shows(base, view, id, name, cookie)) === expected) return sentAt - savedAt;
        if (sentAt - savedAt > AT_ONCE_MS) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  return delays.some((d) => d === undefined) ? undefined : Math.max(...(delays as number[]));
}

/**
 * A set made public through A shows on B at once (community list, sitemap, its shared page), and made private
 * through A, it leaves all three at once — after B has cached the earlier state of each.
 */
export async function saveSeenByOtherInstance(a: string, b: string, cookie: string, fail: Fail) {
  const name = `Cluster set ${randomUUID().slice(0, 8)}`;
  const id = await createSet(a, cookie, name);
  const figures: { publicMs?: number; privateMs?: number } = {};
  for (const [visibility, key] of [
    ['everyone', 'publicMs'],
    ['onlyMe', 'privateMs'],
  ] as const) {
    // B reads (and caches) the state before the change, twice so that the second is served from its cache.
    for (let i = 0; i < 2; i++) await everyView(b, id, name, cookie);
    await setVisibility(a, cookie, id, visibility);
    const delay = await delayUntilSeen(b, id, name, cookie, visibility === 'everyone', performance.now());
    if (delay !== undefined) figures[key] = delay;
    else fail(`made ${visibility} through A, B still shows ${JSON.stringify(await everyView(b, id, name, cookie))}`);
  }
  return figures;
}

/** Wrong passwords alternating between A and B from one address: the eleventh is refused by both. */
export async function rateLimitAcrossInstances(a: string, b: string, email: string, fail: Fail) {
  const clientIp = `198.51.100.${randomInt(1, 255)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push(await attemptSignIn(i % 2 ? b : a, email, 'Wrong#Pass1', clientIp));
  if (statuses.includes(429)) fail(`refused before the tenth attempt: ${statuses.join(', ')}`);
  const [onA, onB] = [
    await attemptSignIn(a, email, 'Wrong#Pass1', clientIp),
    await attemptSignIn(b, email, 'Wrong#Pass1', clientIp),
  ];
  if (onA !== 429 || onB !== 429)
    fail(`after 5 attempts on each instance, A answered ${onA} and B ${onB} (expected 429)`);
  return { attempts: statuses.length, then: [onA, onB] };
}

/** The health endpoint's answer. */
export async function health(base: string) {
  const answer = await get(base, '/api/health');
  return {
    status: answer.status,
    body: JSON.parse(answer.body) as Record<string, unknown> & { cache: { state?: string } },
  };
}

export async function waitFor(what: string, condition: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Redis goes away: pages that came from the shared cache are rendered instead (no errors), a set made private
 * meanwhile is private on the other instance too, and nothing stale comes back with Redis.
 */
export async function redisOutage(
  a: string,
  b: string,
  lb: string,
  cookie: string,
  redis: { stop(): Promise<void>; start(): Promise<void> },
  fail: Fail,
) {
  const name = `Outage set ${randomUUID().slice(0, 8)}`;
  const id = await createSet(a, cookie, name, 'everyone');
  await everyView(b, id, name, cookie); // cached on the shared cache
  await redis.stop();
  await waitFor('the instances to notice Redis is gone', async () => (await health(a)).body.cache.state === 'down');
  const degraded = await health(lb);
  if (degraded.status !== 200 || degraded.body.status !== 'degraded')
    fail(`with Redis down, /api/health answered ${degraded.status} ${JSON.stringify(degraded.body)}`);
  for (const path of ['/en/flash-cards/custom', '/sitemap.xml', `/en/flash-cards/custom/${id}`, '/en/about']) {
    const answer = await get(lb, path, path.endsWith('/custom') ? cookie : undefined);
    if (answer.status !== 200) fail(`with Redis down, ${path} answered ${answer.status}`);
  }
  await setVisibility(a, cookie, id, 'onlyMe');
  const whileDown = await everyView(b, id, name, cookie);
  if (Object.values(whileDown).some(Boolean))
    fail(`made private while Redis was down, B still shows ${JSON.stringify(whileDown)}`);
  await redis.start();
  await waitFor('the instances to reconnect', async () => (await health(a)).body.cache.state === 'up');
  const after = await everyView(b, id, name, cookie);
  if (Object.values(after).some(Boolean))
    fail(`after Redis came back, B shows the private set: ${JSON.stringify(after)}`);
}
