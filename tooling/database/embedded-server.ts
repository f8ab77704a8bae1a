// Serves a PGlite database on a loopback TCP port with @electric-sql/pglite-socket 0.1.3, plus
// two fixes without which Prisma and pg clients break on it. Both are covered by
// tests/integration/wire-protocol.test.ts.
import type { Socket } from 'node:net';

import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Fix 1: serve connections strictly one after the other, a new one waiting until the previous
 * one is gone. pglite-socket feeds every connection into PGlite's single session, so two at once
 * could mix their statements; with `maxConnections: 1` it (and Node's listener below it) instead
 * refuses a connection while the last one is still being torn down, which is exactly what
 * happens when a pool replaces a connection (pg-pool does after any failed query) or when one
 * step closes its pool and the next opens one: "Connection terminated unexpectedly".
 * Uses two internals of pglite-socket 0.1.3 (pinned in package.json): handleConnection() and
 * the `handlers` set.
 */
function serveOneConnectionAtATime(server: PGLiteSocketServer): { dropWaiting(): void } {
  const internals = server as unknown as {
    handlers: Set<unknown>;
    handleConnection(socket: Socket): Promise<void>;
  };
  const serve = internals.handleConnection.bind(server);
  const waiting = new Set<Socket>();
  let dropping = false;
  let turn = Promise.resolve();
  internals.handleConnection = (socket) => {
    // The client's startup message waits in the socket's buffer meanwhile.
    waiting.add(socket);
    turn = turn
      .then(async () => {
        while (internals.handlers.size > 0 && !dropping) await new Promise((resolve) => setTimeout(resolve, 5));
        waiting.delete(socket);
        if (dropping) socket.destroy();
        else if (!socket.destroyed) await serve(socket); // the client may have given up waiting
      })
      .catch((error: unknown) => {
        socket.destroy();
        console.error('[embedded database] could not serve a connection:', error);
      });
    return turn;
  };
  return {
    // On shutdown: close the connections still waiting, or the server never finishes closing.
    dropWaiting() {
      dropping = true;
      for (const socket of waiting) socket.destroy();
    },
  };
}

// Wire-protocol message types (first byte). Frontend: the extended-query messages Parse, Bind,
// Describe, Execute, Close and Flush, and Sync. Backend: ErrorResponse and ReadyForQuery.
const EXTENDED_QUERY = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
const SYNC = 0x53;
const ERROR_RESPONSE = 0x45;
const READY_FOR_QUERY = 0x5a;
const PROTOCOL_3 = 196608; // where a startup message has its protocol version

/** Drops ReadyForQuery messages from a backend byte stream; tells whether it held an error. */
function withoutReadyForQuery(output: Buffer): { kept: Buffer; failed: boolean } {
  const kept: Buffer[] = [];
  let failed = false;
  for (let at = 0; at + 5 <= output.length;) {
    const end = at + 1 + output.readInt32BE(at + 1);
    if (output[at] === ERROR_RESPONSE) failed = true;
    if (output[at] !== READY_FOR_QUERY) kept.push(output.subarray(at, end));
    at = end;
  }
  return { kept: Buffer.concat(kept), failed };
}

/**
 * Fix 2: PostgreSQL's rule for errors in the extended query protocol (what pg and Prisma use
 * for every parameterised query): after an ErrorResponse the server discards messages up to
 * the next Sync and sends one ReadyForQuery, for that Sync. PGlite 0.4.3 also sends one right
 * after the error (upstream issue electric-sql/pglite#958, still open), so the client takes the
 * Sync's as the answer to its next query and every result after that is shifted by one: wrong
 * rows, "unexpected commandComplete", lost connections.
 */
function fixExtendedQueryErrors(db: PGlite): void {
  const execute = db.execProtocolRawStream.bind(db);
  let discardUntilSync = false;
  db.execProtocolRawStream = async (message, options) => {
    const type = message[0];
    const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
    const isStartup = message.length >= 8 && view.getInt32(4) === PROTOCOL_3;
    if (isStartup) discardUntilSync = false; // a new connection starts clean
    if (discardUntilSync) {
      if (type !== SYNC) return;
      discardUntilSync = false; // PGlite answers this Sync with the one ReadyForQuery
    }
    if (isStartup || !EXTENDED_QUERY.has(type) || !options) return execute(message, options);

    // Only Sync may end with ReadyForQuery: collect this message's output, drop the premature
    // one and remember the error.
    const chunks: Buffer[] = [];
    await execute(message, { ...options, onRawData: (data) => chunks.push(Buffer.from(data)) });
    const { kept, failed } = withoutReadyForQuery(Buffer.concat(chunks));
    discardUntilSync = failed;
    if (kept.length) options.onRawData(new Uint8Array(kept));
  };
}

/** Serves `db` on 127.0.0.1:`port` (0: a free port); resolves once it listens. */
export async function serveOverTcp(db: PGlite, port: number): Promise<{ port: number; stop(): Promise<void> }> {
  fixExtendedQueryErrors(db);
  // A high limit so that Node and pglite-socket accept every socket; fix 1 decides when each
  // one is served.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 1000 });
  const queue = serveOneConnectionAtATime(server);
  await server.start();
  return {
    port: Number(server.getServerConn().split(':').pop()), // the one the OS picked for 0
    async stop() {
      queue.dropWaiting();
      await server.stop();
      // stop() detaches the connection handlers without waiting for them; let them finish
      // (they may roll back an open transaction) before the caller closes PGlite.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
