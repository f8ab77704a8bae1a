// The address of the TCP peer of each request, for the per-IP rate limits.
//
// Next.js gives route handlers and server actions no socket: `next start` only writes the peer's address into
// X-Forwarded-For when the request brought none, so a client that sends that header itself hides its address
// and picks one. Node publishes every incoming request on the `http.server.request.start` diagnostics channel
// (node:diagnostics_channel) with its socket, before any handler runs; subscribing at server start
// (instrumentation.ts) lets us write the socket's address into a header of our own, replacing whatever a
// client sent under that name.
import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

import { PEER_ADDRESS_HEADER } from './client-ip';

type RequestStart = { request: IncomingMessage; socket: Socket };

let subscribed = false;

/** Writes each request's peer address into PEER_ADDRESS_HEADER (once per process). */
export function stampPeerAddresses(): void {
  if (subscribed) return;
  subscribed = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? '';
  });
}
