// SIGTERM ends an instance without losing a request. `next start` on its own closes its listening socket and idle
// connections at once and waits for the requests it has read; a request that reached the socket a moment before
// but was not read yet is cut, and Node.js then waits for each kept-alive connection that was busy to reach its
// keep-alive timeout (5 s or more). So the signal first starts a grace period: /api/health answers 503, which
// takes the instance out of the balancer's pool within two checks, while every request that still comes is served
// and answered with `Connection: close`. Only then does next start's own shutdown run.
import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

/** Longer than the balancer needs to notice (deploy/haproxy.cfg: two failed checks a second apart). */
export const SHUTDOWN_GRACE_MS = 3000;

/** Shared with the health route, which Next.js bundles apart from instrumentation.ts. */
const STOPPING = Symbol.for('kotonoha.stopping');
type Flags = Record<symbol, boolean | undefined>;

/** Whether this process has been told to stop (the health check then answers 503). */
export const isStopping = () => (globalThis as Flags)[STOPPING] === true;

type RequestStart = { response: ServerResponse };
type Signals = Pick<NodeJS.Process, 'once' | 'listeners' | 'removeListener'>;

const open = new Set<ServerResponse>();
/** Once per process, not per bundle: Next.js may load instrumentation.ts in more than one. */
const INSTALLED = Symbol.for('kotonoha.drainOnSigterm');

function closeAfter(response: ServerResponse) {
  if (!response.headersSent) {
    response.shouldKeepAlive = false;
    return;
  }
  // Too late for the header: end the connection once the response is out (Node.js detaches it on 'finish').
  const socket = response.socket;
  response.once('finish', () => socket?.end());
}

/**
 * Once per process, at server start (instrumentation.ts, after next start has set up its own SIGTERM handling,
 * which this defers). Does nothing where nobody handles SIGTERM yet (NEXT_MANUAL_SIG_HANDLE): the process would
 * never exit. `signals` is the process but in tests.
 */
export function drainOnSigterm(signals: Signals = process, graceMs = SHUTDOWN_GRACE_MS): void {
  const shutdown = signals.listeners('SIGTERM') as ((signal: NodeJS.Signals) => void)[];
  if ((globalThis as Flags)[INSTALLED] || shutdown.length === 0) return;
  (globalThis as Flags)[INSTALLED] = true;
  for (const listener of shutdown) signals.removeListener('SIGTERM', listener);
  subscribe('http.server.request.start', (message) => {
    const { response } = message as RequestStart;
    if (isStopping()) response.shouldKeepAlive = false;
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  signals.once('SIGTERM', () => {
    (globalThis as Flags)[STOPPING] = true;
    for (const response of open) closeAfter(response);
    setTimeout(() => {
      for (const listener of shutdown) listener('SIGTERM');
    }, graceMs);
  });
}
