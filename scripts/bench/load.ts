/** autocannon runs: each figure is the median of several runs, each run after a short warm-up. */
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /**
   * What changes with every request: headers and body (another user and client address per login), or the
   * path and query (a search no cache has seen).
   */
  perRequest?: () => { headers?: Record<string, string>; body?: string; path?: string };
  /** The answer is a redirect; it is a success only when it leads here (else it counts as an error). */
  expectRedirectTo?: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and error answers (4xx/5xx, or a redirect elsewhere than expected), over all runs. */
  errors: number;
  runs: number;
  /** CPU time of the server process per request (median of the runs), when the caller can read it. */
  serverCpuMs?: number;
}

/** Reads the CPU time (ms) spent so far by the server that answers `url`, if known (see serverCpuReader). */
export type ServerCpu = (url: string) => number | undefined;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function once(request: LoadRequest, connections: number, durationS: number, serverCpu?: ServerCpu) {
  const cpuBefore = serverCpu?.(request.url);
  const headers = { 'accept-encoding': 'gzip, deflate, br', ...request.headers };
  let wrongAnswers = 0;
  const run = autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    duration: durationS,
    connections,
    headers,
    requests: [
      {
        setupRequest: (req) => {
          if (!request.perRequest) return req;
          const varying = request.perRequest();
          return {
            ...req,
            path: varying.path ?? req.path,
            headers: { ...req.headers, ...varying.headers },
            body: varying.body ?? req.body,
          };
        },
        onResponse: (status, _body, _context, responseHeaders) => {
          if (status >= 400) wrongAnswers++;
          else if (request.expectRedirectTo) {
            const entries = Object.entries((responseHeaders ?? {}) as Record<string, string>);
            const location = String(entries.find(([name]) => name.toLowerCase() === 'location')?.[1] ?? '');
            if (!location.includes(request.expectRedirectTo) || location.includes('error=')) wrongAnswers++;
          }
        },
      },
    ],
  });
  return run.then((result) => {
    const cpuAfter = serverCpu?.(request.url);
    const cpuMsPerRequest =
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? (cpuAfter - cpuBefore) / result.requests.total
        : undefined;
    return { result, wrongAnswers, cpuMsPerRequest };
  });
}

type MeasuredRun = Awaited<ReturnType<typeof once>>;

/** The median of the runs, and every error in any of them. */
function summarize(results: readonly MeasuredRun[]): LoadFigures {
  return {
    requestsPerSecond: Math.round(median(results.map((r) => r.result.requests.average))),
    p50Ms: median(results.map((r) => r.result.latency.p50)),
    p99Ms: median(results.map((r) => r.result.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.result.errors + r.result.timeouts + r.wrongAnswers, 0),
    runs: results.length,
    serverCpuMs: results.every((r) => r.cpuMsPerRequest !== undefined)
      ? Number(median(results.map((r) => r.cpuMsPerRequest!)).toFixed(2))
      : undefined,
  };
}

/**
 * Several pages measured in rounds: every round runs each page once, in the same order, so the pages a
 * figure compares (a page against the floor) were measured minutes apart at most. Measured one page after
 * the other instead, a shared machine's slower or faster stretch fell on one page's whole block: the same
 * build's 100-card set page came out at 73 % to 111 % of the floor in four runs.
 */
export async function measureInRounds(
  requests: readonly LoadRequest[],
  settings: { connections: number; durationS: number; runs: number },
  onRound?: (round: number) => void,
  serverCpu?: ServerCpu,
): Promise<LoadFigures[]> {
  // A short unmeasured run of each page first: caches and the JIT are warm when the measured runs start.
  for (const request of requests) await once(request, settings.connections, 2);
  const results: MeasuredRun[][] = requests.map(() => []);
  for (let round = 0; round < settings.runs; round++) {
    onRound?.(round + 1);
    for (const [i, request] of requests.entries())
      results[i]!.push(await once(request, settings.connections, settings.durationS, serverCpu));
  }
  return results.map(summarize);
}

export interface PageBytes {
  /** The HTML document as sent before compression. */
  total: number;
  /** Of which the inline RSC payload (`self.__next_f.push(…)` scripts): the data React hydrates from. */
  payload: number;
  /** The document gzip-compressed, as the server sends it to a browser. */
  gzip: number;
}

/** What one answer of the page weighs (uncompressed, its hydration payload, and gzip). */
export async function pageBytes(request: LoadRequest): Promise<PageBytes> {
  const response = await fetch(request.url, { headers: { ...request.headers, 'accept-encoding': 'identity' } });
  const html = await response.text();
  const total = Buffer.byteLength(html);
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]!),
    0,
  );
  return { total, payload, gzip: gzipSync(html).length };
}

/**
 * The CPU time (user + system, ms) of each server's process tree (the wrapper we spawned and the Next.js server
 * it started), read from /proc (Linux): how much work a page costs the server itself, apart from the load
 * generator, which shares the machine's cores. `servers` maps a port to the pid we spawned; undefined where
 * /proc is missing.
 */
export function serverCpuReader(servers: ReadonlyMap<number, number | undefined>): ServerCpu {
  return (url) => {
    const pid = servers.get(Number(new URL(url).port));
    if (!pid) return undefined;
    try {
      return treeCpuMs(pid);
    } catch {
      return undefined;
    }
  };
}

function treeCpuMs(pid: number): number {
  // Fields 14 and 15 (utime, stime) in clock ticks, counted after the command name, which may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  let ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) {
      try {
        ms += treeCpuMs(Number(child));
      } catch {
        // The child exited between the two reads: nothing of it to count.
      }
    }
  }
  return ms;
}

/** Linux's USER_HZ, 100 on every common architecture (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resolves once `url` answers 200 (a server just started), throws after two minutes. */
export async function waitForServer(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server did not answer at ${url}`);
}
