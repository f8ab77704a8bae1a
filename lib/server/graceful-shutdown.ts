// SIGTERM ends an instance without losing a request. `next start` itself stops accepting connections, closes the
// idle ones and waits for the requests in flight (server.close()), but Node.js then also waits for every kept-alive
// connection that was busy at that moment to sit idle until its keep-alive timeout: 5 to 10 s more, with the
// balancer free to send new requests on those connections meanwhile. So once the signal has come, each response
// still to be written says `Connection: close`, and a connection whose response had already started is ended as
// soon as that response is out. Idle connections are left to next start: closing them again later could cut a
// request that has arrived but not yet been read.
import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

type RequestStart = { response: ServerResponse };

const open = new Set<ServerResponse>();
let stopping = false;
let installed = false;

function closeAfter(response: ServerResponse) {
  if (!response.headersSent) {
    response.shouldKeepAlive = false;
    return;
  }
  // Too late for the header: end the connection once the response is out (Node.js detaches it on 'finish').
  const socket = response.socket;
  response.once('finish', () => socket?.end());
}

/** Once per process, at server start (instrumentation.ts); `signals` is the process but in tests. */
export function closeConnectionsOnSigterm(signals: Pick<NodeJS.Process, 'once'> = process): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => {
    const { response } = message as RequestStart;
    if (stopping) response.shouldKeepAlive = false;
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  signals.once('SIGTERM', () => {
    stopping = true;
    for (const response of open) closeAfter(response);
  });
}
