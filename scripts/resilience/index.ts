/**
 * `npm run test:resilience [-- --duration 60 | --short]`: mixed traffic against a production build while
 * the database is restarted once and the app server is killed and started again. Passes when
 *  - requests fail only while something is down (plus a short recovery grace), and failed pages are the
 *    app's "Oops" screen, never a raw crash;
 *  - the app recovers by itself (requests succeed again after each fault);
 *  - every set whose save was confirmed to the user is in the database afterwards with the cards the
 *    user saved, and every set's cards are consistent (no half-saved set).
 * Runs against a private PostgreSQL (cluster.ts), never the machine's shared server. Needs `next build`.
 */
import { createAppServer } from './app-server';
import { createPrivateCluster } from './cluster';
import { verifyDatabase } from './verify';
import { runBrowsing, runSignedInBrowsing, type Sample } from './browse';
import { prepareWriters, runWriters } from './writers';

import { applyMigrations, ensureDatabaseExists } from '../../tooling/database/migrate';

const args = process.argv.slice(2);
const short = args.includes('--short');
const durationIndex = args.indexOf('--duration');
const DURATION_MS = (durationIndex >= 0 ? Number(args[durationIndex + 1]) : short ? 24 : 60) * 1000;
const DB_PORT = 5499;
const APP_PORT = Number(process.env.RESILIENCE_PORT ?? 3300);
/** After a fault ends, requests may still fail while pools reconnect and the server warms up. */
const RECOVERY_GRACE_MS = 5000;

const cluster = createPrivateCluster(DB_PORT);
const app = createAppServer(APP_PORT, {
  DATABASE_URL: cluster.url,
  SITE_URL: `http://127.0.0.1:${APP_PORT}`,
  AUTH_URL: `http://127.0.0.1:${APP_PORT}`,
});
const faults: { what: string; from: number; to: number }[] = [];
let started = Date.now();
const now = () => Date.now() - started;

let failed = false;
const fail = (message: string) => {
  failed = true;
  console.error(`✖ ${message}`);
};

try {
  cluster.start();
  await ensureDatabaseExists(cluster.url);
  await applyMigrations(cluster.url);
  await app.start();
  const writerSetup = await prepareWriters(cluster.url, app.base);

  started = Date.now(); // times are counted from the start of the traffic
  const deadline = Date.now() + DURATION_MS;
  const stop = () => Date.now() >= deadline;
  const samples: Sample[] = [];
  const traffic = Promise.all([
    runBrowsing(app.base, samples, now, stop),
    runSignedInBrowsing(app.base, writerSetup.readers, samples, now, stop),
    runWriters(app.base, writerSetup, samples, now, stop),
  ]);

  // The faults, a quarter and a half into the run: the rest shows the recovery.
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await wait(DURATION_MS / 4);
  {
    const from = now();
    console.log(`[${(from / 1000).toFixed(1)} s] stopping PostgreSQL`);
    cluster.stop();
    await wait(3000);
    cluster.start();
    faults.push({ what: 'PostgreSQL restarted', from, to: now() });
    console.log(`[${(now() / 1000).toFixed(1)} s] PostgreSQL is back`);
  }
  await wait(Math.max(0, DURATION_MS / 2 - now()));
  {
    const from = now();
    console.log(`[${(from / 1000).toFixed(1)} s] killing the app server (SIGKILL)`);
    await app.kill();
    await app.start();
    faults.push({ what: 'app server killed and started', from, to: now() });
    console.log(`[${(now() / 1000).toFixed(1)} s] the app server is back`);
  }
  await traffic;

  // Every failure must overlap a fault window (plus the grace) and be the Oops screen or a refused
  // connection while the server was down.
  const inFault = (s: Sample) => faults.some((f) => s.end >= f.from && s.t <= f.to + RECOVERY_GRACE_MS);
  const failures = samples.filter((s) => !s.ok);
  const stray = failures.filter((s) => !inFault(s));
  const crashes = failures.filter((s) => s.status !== undefined && s.status >= 500 && !s.oopsScreen);
  for (const s of stray.slice(0, 10))
    fail(
      `failure outside a fault: ${s.what} at ${(s.t / 1000).toFixed(1)}–${(s.end / 1000).toFixed(1)} s (${s.status ?? s.error})`,
    );
  for (const s of crashes.slice(0, 10))
    fail(`a ${s.status} that is not the Oops screen: ${s.what} at ${(s.t / 1000).toFixed(1)} s`);
  for (const fault of faults) {
    const recovered = samples.some((s) => s.ok && s.t > fault.to);
    if (!recovered) fail(`no successful request after "${fault.what}": the app did not recover`);
  }

  const verification = await verifyDatabase(cluster.url, writerSetup.confirmedSaves);
  for (const problem of verification.problems) fail(problem);

  const byKind = (kind: Sample['kind']) => samples.filter((s) => s.kind === kind);
  // A run where nobody managed to sign in or save proves nothing.
  if (!byKind('signin').some((s) => s.ok)) fail('no sign-in succeeded');
  if (writerSetup.confirmedSaves.size === 0) fail('no save was confirmed to a user');
  console.log(`
Resilience run: ${DURATION_MS / 1000} s, faults: ${faults.map((f) => `${f.what} (${(f.from / 1000).toFixed(1)}–${(f.to / 1000).toFixed(1)} s)`).join('; ')}
  page requests: ${byKind('browse').length}, failed: ${byKind('browse').filter((s) => !s.ok).length} (all during a fault: ${stray.filter((s) => s.kind === 'browse').length === 0}; Oops screens: ${failures.filter((s) => s.oopsScreen).length})
  sign-ins: ${byKind('signin').length}, failed: ${byKind('signin').filter((s) => !s.ok).length}
  saves attempted: ${byKind('save').length}, confirmed: ${writerSetup.confirmedSaves.size} sets, not confirmed to the user: ${byKind('save').filter((s) => !s.ok).length}
  confirmed sets found intact afterwards: ${verification.intact} / ${writerSetup.confirmedSaves.size}
  sets in the database: ${verification.totalSets}, with inconsistent cards: ${verification.inconsistent}`);
  const outcomes = new Map<string, number>();
  for (const s of failures) {
    const key = `${s.what} → ${s.status ?? (s.error ?? '').slice(0, 160)}${s.oopsScreen ? ' (Oops screen)' : ''}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  for (const [key, count] of outcomes) console.log(`    ${count} × ${key}`);
  await writerSetup.close();
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await app.stop().catch(() => {});
  cluster.remove();
}
if (failed) {
  console.error('\n✖ resilience run failed');
  process.exit(1);
}
console.log('\n✔ resilience run passed');
