/**
 * Traffic through the balancer while an instance dies or is stopped: readers cycling through the main pages (GET,
 * which the balancer may retry elsewhere) and a writer saving sets (POST, which it must never send twice). Each
 * request is one sample, timed from the start of the test.
 */
import { callAction, newSet } from './app-client';

export interface Sample {
  what: string;
  method: 'GET' | 'POST';
  t: number;
  end: number;
  ok: boolean;
  status?: number;
  error?: string;
}

type Clock = () => number;
const REQUEST_TIMEOUT_MS = 15_000;

async function timed(
  samples: Sample[],
  now: Clock,
  what: string,
  method: Sample['method'],
  send: () => Promise<number>,
) {
  const t = now();
  try {
    const status = await send();
    samples.push({ what, method, t, end: now(), ok: status === 200, status });
    return status === 200;
  } catch (error) {
    const cause = (error as Error).cause;
    samples.push({ what, method, t, end: now(), ok: false, error: String(cause ?? error).slice(0, 160) });
    return false;
  }
}

/** `workers` readers, each going round `paths` until `stop()`. */
export async function runReaders(
  base: string,
  paths: { path: string; cookie?: string }[],
  samples: Sample[],
  now: Clock,
  stop: () => boolean,
  workers = 4,
): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; !stop(); i++) {
        const { path, cookie } = paths[i % paths.length];
        await timed(samples, now, `GET ${path}`, 'GET', async () => {
          const response = await fetch(`${base}${path}`, {
            headers: cookie ? { cookie } : {},
            redirect: 'manual',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          await response.arrayBuffer();
          return response.status;
        });
      }
    }),
  );
}

/** Saves new sets one after another; the ids of the saves it was told succeeded go into `confirmed`. */
export async function runWriter(
  base: string,
  cookie: string,
  samples: Sample[],
  now: Clock,
  stop: () => boolean,
  confirmed: string[],
): Promise<void> {
  for (let i = 0; !stop(); i++) {
    await timed(samples, now, 'POST save a set', 'POST', async () => {
      const answer = await callAction(base, cookie, 'saveSetAction', [newSet(`Load ${i}`), null]);
      if (answer.result?.ok && answer.result.id) confirmed.push(answer.result.id);
      return answer.result?.ok ? 200 : answer.status === 200 ? 500 : answer.status;
    });
  }
}

/**
 * Failures of requests that were not in flight when the instance died. `at` is when the kill was sent, `goneAt` when
 * the process was seen gone; the balancer sees it a moment later, so a request sent until then still reached the
 * dying instance (a POST is never retried elsewhere).
 */
export const failedOutside = (samples: Sample[], at: number, goneAt = at) =>
  samples.filter((s) => !s.ok && !(s.t <= goneAt + KILL_SETTLE_MS && s.end >= at));

/**
 * From the process being seen gone (its exit event, which on a loaded machine comes tens of milliseconds after the
 * signal) to the balancer's connections to it being refused.
 */
const KILL_SETTLE_MS = 50;

export function summary(samples: Sample[]) {
  const failed = samples.filter((s) => !s.ok);
  const byOutcome = new Map<string, number>();
  for (const s of failed) {
    const key = `${s.what} → ${s.status ?? s.error}`;
    byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  }
  return {
    total: samples.length,
    gets: samples.filter((s) => s.method === 'GET').length,
    posts: samples.filter((s) => s.method === 'POST').length,
    failed: failed.length,
    failures: [...byOutcome].map(([key, count]) => `${count} × ${key}`),
  };
}
