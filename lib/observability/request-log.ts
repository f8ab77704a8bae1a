// One JSON line per failed request (instrumentation.ts's onRequestError), so that a log collector can count and
// group errors across instances, and find the balancer's request (its X-Request-ID) behind each.
type Headers = Record<string, string | string[] | undefined>;

export interface RequestErrorContext {
  routerKind: string;
  routePath: string;
  routeType: string;
}

/** The balancer's id when it sent a sane one (HAProxy sets X-Request-ID, deploy/haproxy.cfg); else a new one. */
export function requestIdOf(headers: Headers): string {
  const given = headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && /^[\w.:@/+=-]{1,128}$/.test(value) ? value : crypto.randomUUID();
}

/** The line for `error` on `request`. The path loses its query string: links carry one-time tokens. */
export function requestErrorLine(
  error: unknown,
  request: { path: string; method: string; headers: Headers },
  context: RequestErrorContext,
): string {
  const { name, message, stack, digest } = error as Partial<Error> & { digest?: string };
  return JSON.stringify({
    time: new Date().toISOString(),
    level: 'error',
    event: 'request.error',
    requestId: requestIdOf(request.headers),
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
    routerKind: context.routerKind,
    digest,
    error: { name: name ?? typeof error, message: message ?? String(error), stack },
  });
}
