import type { Instrumentation } from 'next';

import { reportEnvironment } from '@/lib/env/server';

/** Runs once when the server starts (`next dev`, `next start`): checks the environment before any request. */
export async function register(): Promise<void> {
  reportEnvironment();
  // The per-IP limits need each request's socket address, which only the Node.js server has. Read as Next.js
  // documents it: the literal lets the build drop the import from any other runtime's bundle.
  // eslint-disable-next-line no-restricted-properties -- set by Next.js itself, not configuration
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    (await import('@/lib/http/peer-address')).stampPeerAddresses();
    (await import('@/lib/server/graceful-shutdown')).drainOnSigterm();
  }
}

/** Every error a request ends in (a page, a route handler, an action, the proxy): one JSON line with its id. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { requestErrorLine } = await import('@/lib/observability/request-log');
  console.error(requestErrorLine(error, request, context));
};
