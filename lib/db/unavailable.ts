// Telling "the database cannot be reached" apart from a bug, so that route handlers answer 503 (try again) for
// the one and let the other fail as it should.
/** Node's and PostgreSQL's codes for a server that is down, restarting or refusing connections. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // Prisma's "can't reach database server", "timed out", "server closed the connection"
  'P1001',
  'P1002',
  'P1017',
]);

/** The kinds of @prisma/adapter-pg's errors that mean the same. */
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

const MESSAGES = /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|timeout exceeded when trying to connect/i;

/** Whether `error` (or one of its causes: a failed session check carries the database's error) says so. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    const { code, kind, message, cause } = current as Record<string, unknown>;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof kind === 'string' && UNAVAILABLE_KINDS.has(kind)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    // Prisma keeps the adapter's error apart from `cause`.
    current = cause ?? (current as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  }
  return false;
}

/** Seconds a client should wait before asking again during an outage. */
export const RETRY_AFTER_SECONDS = 10;

/** The answer of a route handler while the database is unreachable. */
export const serviceUnavailable = () =>
  Response.json(
    { error: 'unavailable' },
    { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
  );
