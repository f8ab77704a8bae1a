import { reportEnvironment } from '@/lib/env/server';

/** Runs once when the server starts (`next dev`, `next start`): checks the environment before any request. */
export function register(): void {
  reportEnvironment();
}
