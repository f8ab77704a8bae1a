// The environment for server code: every variable checked once (lib/env/schema.ts), with its default.
// The only place app code reads process.env (besides lib/env/public.ts for values baked into the build).
import 'server-only';

import { environmentWarnings, readEnv, type Env } from './schema';

export type { Env } from './schema';

let checked: Env | undefined;

/** The checked variables; throws an EnvError naming every bad value (which also stops `next start`). */
export function serverEnv(): Env {
  checked ??= readEnv(process.env);
  return checked;
}

/** Once at server start (instrumentation.ts): stops on bad values and says what production falls back to. */
export function reportEnvironment(): void {
  for (const warning of environmentWarnings(serverEnv())) console.warn(`[env] ${warning}`);
}
