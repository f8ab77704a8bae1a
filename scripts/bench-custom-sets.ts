/**
 * Benchmark of the custom-set pages, after `npx next build`, against a database filled by
 * scripts/seed-custom-sets.ts:
 *   DATABASE_URL=postgresql://…/kotonoha_bench npx tsx scripts/bench-custom-sets.ts [--port 3230] [--duration 10]
 * 1. The community page (signed in: it needs a login), first page and searches, at ONE connection:
 *    p99 latency (target < 30 ms) — the query plans are in scripts/explain-community.sql.
 * 2. The shared page of a public 100-card set (a guest, served from the cache) against the static About
 *    page, same run, 50 connections: requests/s (target ≥ 80 % of About's).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';

import { BENCH_SET_ID, BENCH_USER } from './custom-sets-bench-data';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const PORT = option('port', 3230);
const DURATION = option('duration', 10);
const BASE = `http://127.0.0.1:${PORT}`;

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/build-id`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('next start did not come up');
}

/** Signs the benchmark user in through Auth.js' credentials callback; returns the Cookie header. */
async function signIn(): Promise<string> {
  const csrfResponse = await fetch(`${BASE}/api/auth/csrf`);
  const csrfCookies = csrfResponse.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const response = await fetch(`${BASE}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookies.join('; ') },
    body: new URLSearchParams({ csrfToken, email: BENCH_USER.email, password: BENCH_USER.password, callbackUrl: BASE }),
  });
  const session = response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('authjs.session-token'));
  if (!session) throw new Error(`sign-in failed (${response.status}): run scripts/seed-custom-sets.ts first`);
  return session;
}

async function run(path: string, connections: number, cookie?: string) {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (cookie) headers.cookie = cookie;
  // Check the page first: a redirect or an error would benchmark the wrong thing.
  const check = await fetch(`${BASE}${path}`, { headers, redirect: 'manual' });
  if (check.status !== 200) throw new Error(`${path} answered ${check.status}`);
  await autocannon({ url: `${BASE}${path}`, connections, duration: 2, headers }); // warm-up
  const result = await autocannon({ url: `${BASE}${path}`, connections, duration: DURATION, headers });
  return { path, connections, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the seeded database.');
  const server = spawn('node', ['--import', 'tsx', 'scripts/run-with-database.ts', 'next', 'start', '-p', String(PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer();
    const cookie = await signIn();
    const rows = [];
    for (const path of ['/en/flash-cards/custom', '/en/flash-cards/custom?q=restaurant', '/en/flash-cards/custom?q=xylophone', '/en/flash-cards/custom?sort=mostCards&level=3']) {
      rows.push(await run(path, 1, cookie));
    }
    const about = await run('/en/about', 50);
    const set = await run(`/en/flash-cards/custom/${BENCH_SET_ID}`, 50);
    rows.push(about, set);
    console.table(rows);
    const community = rows.filter((row) => row.connections === 1);
    console.log(`community p99 (1 connection): max ${Math.max(...community.map((r) => r.p99))} ms (target < 30 ms)`);
    console.log(`100-card set page vs About: ${Math.round((100 * set.rps) / about.rps)} % of About's requests/s (target ≥ 80 %)`);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
