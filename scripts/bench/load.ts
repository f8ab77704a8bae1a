/** autocannon runs: each figure is the median of several runs, each run after a short warm-up. */
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (e.g. a different email per login attempt). */
  body?: () => string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and responses that are not 2xx/3xx, summed over all runs. */
  errors: number;
  runs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function once(request: LoadRequest, connections: number, durationS: number): Promise<autocannon.Result> {
  const headers = { 'accept-encoding': 'gzip, deflate, br', ...request.headers };
  return autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    duration: durationS,
    connections,
    headers,
    requests: request.body
      ? [{ setupRequest: (req) => ({ ...req, body: request.body!() }) }]
      : undefined,
  });
}

export async function measure(
  request: LoadRequest,
  { connections, durationS, runs }: { connections: number; durationS: number; runs: number },
): Promise<LoadFigures> {
  await once(request, connections, 2); // warm-up: caches and JIT, not measured
  const results: autocannon.Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(request, connections, durationS));
  return {
    requestsPerSecond: Math.round(median(results.map((r) => r.requests.average))),
    p50Ms: median(results.map((r) => r.latency.p50)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    runs,
  };
}
