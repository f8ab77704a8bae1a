/** autocannon runs: each figure is the median of several runs, each run after a short warm-up. */
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Headers and body that change with every request (e.g. another user and client address per login). */
  perRequest?: () => { headers?: Record<string, string>; body?: string };
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
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function once(request: LoadRequest, connections: number, durationS: number) {
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
          return { ...req, headers: { ...req.headers, ...varying.headers }, body: varying.body ?? req.body };
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
  return run.then((result) => ({ result, wrongAnswers }));
}

export async function measure(
  request: LoadRequest,
  { connections, durationS, runs }: { connections: number; durationS: number; runs: number },
): Promise<LoadFigures> {
  await once(request, connections, 2); // warm-up: caches and JIT, not measured
  const results: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(request, connections, durationS));
  return {
    requestsPerSecond: Math.round(median(results.map((r) => r.result.requests.average))),
    p50Ms: median(results.map((r) => r.result.latency.p50)),
    p99Ms: median(results.map((r) => r.result.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.result.errors + r.result.timeouts + r.wrongAnswers, 0),
    runs,
  };
}
