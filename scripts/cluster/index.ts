/**
 * `npm run test:cluster` (after `next build`): Kotonoha as deploy/README.md runs it on several machines, on this
 * one — a private PostgreSQL, Redis, two `next start` instances of the same build with the same settings, and
 * HAProxy with deploy/haproxy.cfg in front, each on its own loopback port (CLUSTER_PORT, default 4130, and the four
 * after it). It passes when
 *  - a session made on one instance is valid on the other;
 *  - a set made public through A is in the community list, the sitemap and its shared page on B at once, and made
 *    private it leaves all three at once (the shared cache), also while Redis is down;
 *  - the login limit counts the attempts made on both instances;
 *  - killing an instance under load loses only the requests it was answering (a GET it had not begun to answer is
 *    retried on the other; a POST never is) and no confirmed save; stopping one with SIGTERM loses nothing;
 *  - /api/health says what is down: 200 `degraded` without Redis, 503 without PostgreSQL.
 */
import { randomBytes } from 'node:crypto';

import { createAppServer } from '../resilience/app-server';
import { createPrivateCluster } from '../resilience/cluster';
import { createUsers } from '../resilience/writers';
import { applyMigrations, ensureDatabaseExists } from '../../tooling/database/migrate';
import { get } from './app-client';
import { drainOnSigterm, killUnderLoad } from './faults';
import { databaseOutage, verifySaves } from './checks';
import { rateLimitAcrossInstances, redisOutage, saveSeenByOtherInstance } from './scenarios';
import { ensureInstalled, haproxy, redisServer } from './services';
import { signIn } from '../resilience/browse';

const PORT = Number(process.env.CLUSTER_PORT ?? 4130);
const [LB_PORT, A_PORT, B_PORT, DB_PORT, REDIS_PORT] = [0, 1, 2, 3, 4].map((i) => PORT + i);
const lb = `http://127.0.0.1:${LB_PORT}`;

let failed = false;
const fail = (message: string) => {
  failed = true;
  console.error(`✖ ${message}`);
};
const started = performance.now();
const now = () => performance.now() - started;
const step = (text: string) => console.log(`[${(now() / 1000).toFixed(1)} s] ${text}`);

ensureInstalled('haproxy', 'haproxy');
ensureInstalled('redis-server', 'redis-server');
const database = createPrivateCluster(DB_PORT, 'kotonoha_cluster');
const redis = redisServer(REDIS_PORT);
// What every instance shares (deploy/README.md): the database, the cache, the session key, the public address.
const shared = {
  DATABASE_URL: database.url,
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  AUTH_SECRET: randomBytes(32).toString('base64'),
  SITE_URL: lb,
  AUTH_URL: lb,
  TRUSTED_PROXY_HOPS: '1',
};
// Bound to loopback, as behind a balancer on the same machine: only HAProxy (and the test) reach them.
const a = createAppServer(A_PORT, shared, { hostname: '127.0.0.1' });
const b = createAppServer(B_PORT, shared, { hostname: '127.0.0.1' });
const balancer = haproxy(LB_PORT, [`127.0.0.1:${A_PORT}`, `127.0.0.1:${B_PORT}`]);

try {
  step('starting PostgreSQL, Redis, two instances and HAProxy');
  database.start();
  await ensureDatabaseExists(database.url);
  await applyMigrations(database.url); // the deploy step, before any instance starts
  await redis.start();
  await Promise.all([a.start(), b.start()]);
  await balancer.start();
  const [member, other] = await createUsers(database.url, 'cluster', 2);

  step('a session made on A, used on B');
  const cookie = await signIn(a.base, member.email, member.password);
  const session = await get(b.base, '/api/auth/session', cookie);
  const mySets = await get(b.base, '/en/my-flash-card', cookie);
  if (!session.body.includes(member.email) || mySets.status !== 200)
    fail(
      `B did not accept A's session: /api/auth/session ${session.status} ${session.body.slice(0, 120)}, my sets ${mySets.status}`,
    );

  step('a save through A, seen by B');
  const visibility = await saveSeenByOtherInstance(a.base, b.base, cookie, fail);

  step('the login limit across instances');
  const limits = await rateLimitAcrossInstances(a.base, b.base, other.email, fail);

  step('Redis stopped and started again');
  await redisOutage(a.base, b.base, lb, cookie, redis, fail);

  const paths = [
    { path: '/en/about' },
    { path: '/en/jp/flash-card/kanji/n5/1' },
    { path: '/vi/jp/conjugation/verb' },
    { path: '/en/flash-cards/custom', cookie },
    { path: '/en/flash-cards/custom' },
    { path: '/sitemap.xml' },
  ];
  step('instance B killed under load, then started again');
  const kill = await killUnderLoad(lb, paths, cookie, b, now, fail);
  const saves = await verifySaves(database.url, kill.confirmed);
  if (saves.missing.length) fail(`confirmed saves missing from the database: ${saves.missing.join(', ')}`);

  step('instance A stopped with SIGTERM while it serves');
  const drain = await drainOnSigterm(lb, paths, a, cookie, now, fail);
  if (drain.exit.signal === 'SIGKILL') fail('the instance had to be killed');

  step('PostgreSQL stopped');
  const outage = await databaseOutage(
    lb,
    b.base,
    database,
    cookie,
    { app: () => [...a.log, ...b.log], balancer: balancer.log },
    fail,
  );

  const served = balancer.log.filter((line) => / app\/app[12]/.test(line));
  // HAProxy logs a request it sent again as its retries, with a + when it went to another instance.
  const retried = balancer.log.filter((line) => / \d+\/\d+\/\d+\/\d+\/\+\d+ /.test(line) && / 200 /.test(line));
  console.log(`
Cluster test (${((performance.now() - started) / 1000).toFixed(0)} s): HAProxy on ${LB_PORT}, instances on ${A_PORT} and ${B_PORT}, shared Redis and PostgreSQL
  save seen on the other instance: made public ${visibility.publicMs?.toFixed(0)} ms, made private ${visibility.privateMs?.toFixed(0)} ms (community list, sitemap and shared page all updated)
  login limit: ${limits.attempts} wrong passwords alternating between the instances, then A and B both answer ${limits.then.join(' / ')}
  kill under load: ${kill.total} requests (${kill.gets} GET, ${kill.posts} POST) in ${((kill.samples.at(-1)!.end - kill.samples[0].t) / 1000).toFixed(1)} s, B killed at ${(kill.killedAt / 1000).toFixed(2)} s (gone at ${(kill.goneAt / 1000).toFixed(2)} s) and back at ${(kill.backAt / 1000).toFixed(2)} s; failed: ${kill.failed} (only requests B was answering at the kill may)${kill.failures.length ? `\n    ${kill.failures.join('\n    ')}` : ''}
    requests HAProxy sent again to the other instance and answered: ${retried.length}
    saves confirmed: ${kill.confirmed.length}, found in the database: ${saves.found}
  SIGTERM: ${drain.direct} requests sent straight to A, ${drain.inFlightAtSignal} in flight at the signal, ${drain.lost} lost; A exited ${drain.drainMs.toFixed(0)} ms after the signal (${drain.exit.code ?? drain.exit.signal}); through HAProxy meanwhile ${drain.balanced.total} requests, ${drain.balanced.failed} failed
  PostgreSQL down: /api/health ${outage.health}, prerendered page through HAProxy ${outage.staticPage}, the error of a signed-in page logged as ${JSON.stringify(outage.errorLine && { requestId: outage.errorLine.requestId, route: outage.errorLine.route })}
  HAProxy log: ${served.length} requests answered (app1 ${served.filter((l) => l.includes('app/app1')).length}, app2 ${served.filter((l) => l.includes('app/app2')).length}, by the fallbacks ${balancer.log.filter((l) => l.includes('-fallback')).length})`);
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await balancer.stop().catch(() => {});
  await Promise.all([a.stop().catch(() => {}), b.stop().catch(() => {})]);
  await redis.stop().catch(() => {});
  database.remove();
}
if (failed) {
  for (const [name, server] of [
    ['A', a],
    ['B', b],
  ] as const)
    console.error(`\n--- instance ${name}, last lines ---\n${server.log.slice(-15).join('\n')}`);
  console.error('\n✖ cluster test failed');
  process.exit(1);
}
console.log('\n✔ cluster test passed');
