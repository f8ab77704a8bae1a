// SIGTERM: the instance first says it is stopping (its health check fails, so the balancer takes it out) while it
// still serves whatever comes, each answer closing its connection; then next start's own shutdown runs, finds no
// kept-alive connection to wait for, and the process ends promptly without having cut a request.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { drainOnSigterm, isStopping } from '@/lib/server/graceful-shutdown';

const GRACE_MS = 400;
const signals = new EventEmitter();
let server: http.Server;
let port: number;
let nextShutdownAt: number | undefined;
const started = performance.now();

beforeAll(async () => {
  // /stream starts its answer at once and ends it later; anything else answers after 300 ms.
  server = http.createServer((request, response) => {
    if (request.url === '/stream') {
      response.writeHead(200).write('first part, ');
      setTimeout(() => response.end('last part'), 300);
    } else setTimeout(() => response.end('done'), 300);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // What next start registers before instrumentation.ts runs: stop accepting, close the idle connections, wait.
  signals.on('SIGTERM', () => {
    nextShutdownAt = performance.now() - started;
    server.close();
    server.closeIdleConnections();
  });
  drainOnSigterm(signals as never, GRACE_MS);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const agent = new http.Agent({ keepAlive: true });
let firstData: () => void = () => {};
const streamStarted = new Promise<void>((resolve) => (firstData = resolve));
const get = (path: string) =>
  new Promise<{ body: string; connection?: string; at: number }>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
          firstData();
        });
        response.on('end', () =>
          resolve({ body, connection: response.headers.connection, at: performance.now() - started }),
        );
      })
      .on('error', reject);
  });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('serves through a grace period, then lets next start shut down, which finds nothing left to wait for', async () => {
  const closed = new Promise<number>((resolve) => server.on('close', () => resolve(performance.now() - started)));
  const inFlight = Promise.all([get('/'), get('/stream')]);
  // The streamed answer has begun (its keep-alive header is out); the other is still being worked on.
  await streamStarted;
  const signalledAt = performance.now() - started;
  signals.emit('SIGTERM');
  expect(isStopping()).toBe(true);
  expect(nextShutdownAt).toBeUndefined();

  // A request that arrives after the signal, before the balancer has noticed: still served.
  await wait(100);
  const late = await get('/');
  const [plain, streamed] = await inFlight;

  expect(plain).toMatchObject({ body: 'done', connection: 'close' });
  // Its header went out before the signal (keep-alive): the connection ends with the answer instead.
  expect(streamed).toMatchObject({ body: 'first part, last part', connection: 'keep-alive' });
  expect(late).toMatchObject({ body: 'done', connection: 'close' });
  expect(nextShutdownAt! - signalledAt).toBeGreaterThanOrEqual(GRACE_MS - 20);
  // Without the fix, the kept-alive connections hold the close for 5 s.
  expect((await closed) - nextShutdownAt!).toBeLessThan(1000);
  agent.destroy();
});
