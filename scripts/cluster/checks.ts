/** The cluster test's checks on the database itself, and the database going away. */
import pg from 'pg';

import { get } from './app-client';
import { type Fail, health } from './scenarios';

/** Which of the sets the writer was told were saved are in the database. */
export async function verifySaves(url: string, confirmed: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM "FlashCardSet" WHERE id = ANY($1)', [
      confirmed,
    ]);
    const found = new Set(rows.map((row) => row.id));
    return { found: found.size, missing: confirmed.filter((id) => !found.has(id)) };
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL stops: the instance's health check answers 503, and once every instance fails it, HAProxy keeps
 * sending traffic to them as fallbacks (deploy/haproxy.cfg), so the prerendered pages are still served.
 */
export async function databaseOutage(
  lb: string,
  instance: string,
  database: { stop(): void },
  cookie: string,
  logs: { app: () => string[]; balancer: string[] },
  fail: Fail,
) {
  database.stop();
  const answer = await health(instance);
  if (answer.status !== 503 || answer.body.status !== 'unavailable')
    fail(`with PostgreSQL down, /api/health answered ${answer.status} ${JSON.stringify(answer.body)}`);
  // Two failed checks a second apart take an instance out of the pool.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const page = await get(lb, '/en/about');
  if (page.status !== 200) fail(`with PostgreSQL down, the About page through HAProxy answered ${page.status}`);
  const errorLine = await requestErrorLogged(lb, cookie, logs, fail);
  return { health: answer.status, staticPage: page.status, errorLine };
}

/**
 * A page that needs the database fails while it is down: the instance writes one JSON line for it, carrying the
 * request id HAProxy gave the request and logged itself.
 */
async function requestErrorLogged(
  lb: string,
  cookie: string,
  logs: { app: () => string[]; balancer: string[] },
  fail: Fail,
) {
  // A signed-in page: its session cannot be checked, so it shows the error screen (features/auth/README.md, Sessions).
  const mySets = await get(lb, '/en/my-flash-card', cookie);
  if (mySets.status < 500) fail(`with PostgreSQL down, the signed-in "my sets" page answered ${mySets.status}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const line = logs
    .app()
    .filter((l) => l.startsWith('{') && l.includes('"event":"request.error"'))
    .map((l) => JSON.parse(l) as { requestId: string; path: string; route: string })
    .find((entry) => entry.path === '/en/my-flash-card');
  if (!line) {
    fail('no JSON error line for the failed "my sets" page');
    return undefined;
  }
  if (!logs.balancer.some((l) => l.includes(`id=${line.requestId} `)))
    fail(`the error line's request id ${line.requestId} is not HAProxy's`);
  return line;
}
