/**
 * An instance lost under load: killed (SIGKILL: a crash, an OOM kill) or stopped (SIGTERM: a deployment). The
 * first may lose only the requests it was answering (the balancer sends a GET it had not begun to answer to the
 * other instance); the second must lose nothing: its health check fails at once, it serves what still comes while
 * the balancer takes it out, then finishes what it accepted and exits.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';

import type { AppServer } from '../resilience/app-server';
import { failedOutside, runReaders, runWriter, summary, type Sample } from './load';
import type { Fail } from './scenarios';

type Clock = () => number;

/** A GET on a connection of its own, as a new visitor's: none rides on a kept-alive one from earlier requests. */
function getOnNewConnection(url: string, cookie?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, timeout: 20_000, headers: cookie ? { cookie } : {} }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
/** How long an instance keeps serving after SIGTERM while the balancer takes it out (lib/server/graceful-shutdown.ts). */
const SHUTDOWN_GRACE_MS = 3000;
type Paths = { path: string; cookie?: string }[];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function killUnderLoad(
  lb: string,
  paths: Paths,
  cookie: string,
  victim: AppServer,
  now: Clock,
  fail: Fail,
) {
  const samples: Sample[] = [];
  const confirmed: string[] = [];
  let done = false;
  const stop = () => done;
  const traffic = Promise.all([
    runReaders(lb, paths, samples, now, stop),
    runWriter(lb, cookie, samples, now, stop, confirmed),
  ]);
  await wait(3000);
  const killedAt = now();
  await victim.kill();
  const goneAt = now();
  await wait(3000);
  const restartedAt = now();
  await victim.start();
  const backAt = now();
  await wait(2000);
  done = true;
  await traffic;

  // A GET that B had not started answering is retried on A; one whose answer was half-sent cannot be (the client
  // has part of it), and a POST never is. Those are the requests in flight on B, and the only ones allowed to fail.
  const stray = failedOutside(samples, killedAt, goneAt);
  for (const s of stray.slice(0, 10))
    fail(`${s.what} failed at ${(s.t / 1000).toFixed(2)} s (${s.status ?? s.error}), not in flight at the kill`);
  return { samples, confirmed, killedAt, goneAt, restartedAt, backAt, ...summary(samples) };
}

/**
 * Requests sent straight to `victim` (new community searches, each rendered and read from PostgreSQL), SIGTERM
 * while they run, traffic through the balancer meanwhile: every request answered, and the process gone after.
 */
/**
 * `cookie`: a verified member's session. Its searches, each new, are rendered per request (a guest's community
 * page is a prerendered file, answered too quickly to be in flight at the signal).
 */
export async function drainOnSigterm(
  lb: string,
  paths: Paths,
  victim: AppServer,
  cookie: string,
  now: Clock,
  fail: Fail,
) {
  const samples: Sample[] = [];
  let done = false;
  const background = runReaders(lb, paths, samples, now, () => done, 2);
  await wait(500);
  const direct = Array.from({ length: 12 }, async (_, i) => {
    const path = `/en/flash-cards/custom?q=${encodeURIComponent(`drain ${i} ${randomUUID().slice(0, 6)}`)}`;
    const t = now();
    try {
      const { status } = await getOnNewConnection(`${victim.base}${path}`, cookie);
      return { t, end: now(), status };
    } catch (error) {
      return { t, end: now(), error: String(error) };
    }
  });
  await wait(100);
  const signalledAt = now();
  const exiting = victim.stop();
  // Its health check fails at once, so HAProxy takes it out while it still serves.
  await wait(200);
  const stopping = await getOnNewConnection(`${victim.base}/api/health`).catch((error: Error) => ({
    status: 0,
    body: error.message,
  }));
  if (stopping.status !== 503 || !stopping.body.includes('"status":"stopping"'))
    fail(`after SIGTERM, /api/health answered ${stopping.status} ${stopping.body.slice(0, 120)}`);
  const exit = await exiting;
  const exitedAt = now();
  const answers = await Promise.all(direct);
  await wait(1500);
  done = true;
  await background;

  const inFlight = answers.filter((a) => a.end > signalledAt);
  const lost = answers.filter((a) => a.status !== 200);
  for (const a of lost) fail(`a request in flight at SIGTERM was lost: ${a.status ?? a.error}`);
  if (inFlight.length === 0) fail('no request was still in flight at SIGTERM: the check proved nothing');
  if (answers.some((a) => a.end > exitedAt + 50)) fail('the instance exited before answering everything');
  // The grace period, then the requests still running; without closing its kept-alive connections, Node.js would
  // wait for each to time out: 5 to 10 s more.
  const due = Math.max(signalledAt + SHUTDOWN_GRACE_MS, ...answers.map((a) => a.end));
  if (exitedAt - due > 2000) fail(`the instance took ${(exitedAt - due).toFixed(0)} ms to exit once it could`);
  for (const s of samples.filter((s) => !s.ok).slice(0, 10))
    fail(`through the balancer during the stop: ${s.what} failed (${s.status ?? s.error})`);
  return {
    direct: answers.length,
    inFlightAtSignal: inFlight.length,
    lost: lost.length,
    exit,
    drainMs: exitedAt - signalledAt,
    balanced: summary(samples),
  };
}
