// SIGTERM lets the requests in flight finish and then ends the process promptly: the kept-alive connection of a
// request answered during the shutdown is closed with it, rather than held until its keep-alive timeout (5 s).
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { closeConnectionsOnSigterm } from '@/lib/server/graceful-shutdown';

const signals = new EventEmitter();
let server: http.Server;
let port: number;

beforeAll(async () => {
  closeConnectionsOnSigterm(signals as never);
  // /stream starts its answer at once and ends it later; anything else answers after 300 ms.
  server = http.createServer((request, response) => {
    if (request.url === '/stream') {
      response.writeHead(200).write('first part, ');
      setTimeout(() => response.end('last part'), 300);
    } else setTimeout(() => response.end('done'), 300);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const agent = new http.Agent({ keepAlive: true });
const get = (path: string) =>
  new Promise<{ body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ body, connection: response.headers.connection }));
      })
      .on('error', reject);
  });

it('answers the requests in flight, then the server closes at once instead of after the keep-alive timeout', async () => {
  const started = performance.now();
  const answers = Promise.all([get('/'), get('/stream')]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // What next start does on SIGTERM: stop accepting, close idle connections, wait for the others to end.
  signals.emit('SIGTERM');
  const closed = new Promise<number>((resolve) => server.close(() => resolve(performance.now() - started)));
  server.closeIdleConnections();

  const [plain, streamed] = await answers;
  expect(plain).toEqual({ body: 'done', connection: 'close' });
  // Its header went out before the signal (keep-alive): the connection ends with the answer instead.
  expect(streamed).toEqual({ body: 'first part, last part', connection: 'keep-alive' });
  expect(await closed).toBeLessThan(1500);
  agent.destroy();
});
