import { describe, expect, it } from 'vitest';

import { requestErrorLine, requestIdOf } from '@/lib/observability/request-log';

const context = { routerKind: 'App Router', routePath: '/[locale]/auth/reset-password', routeType: 'render' };

describe('a request error line', () => {
  it('is one line of JSON with the balancer’s request id, the route and the error', () => {
    const error = Object.assign(new Error('boom'), { digest: '12345' });
    const line = requestErrorLine(
      error,
      {
        path: '/en/auth/reset-password?token=secret-one-time-token',
        method: 'GET',
        headers: { 'x-request-id': 'A1B2:C3' },
      },
      context,
    );
    expect(line).not.toContain('\n');
    const parsed = JSON.parse(line);
    expect(parsed).toMatchObject({
      level: 'error',
      event: 'request.error',
      requestId: 'A1B2:C3',
      method: 'GET',
      route: '/[locale]/auth/reset-password',
      routeType: 'render',
      digest: '12345',
      error: { name: 'Error', message: 'boom' },
    });
    // Links carry one-time tokens in their query: never in the logs.
    expect(parsed.path).toBe('/en/auth/reset-password');
    expect(line).not.toContain('secret-one-time-token');
  });

  it('gets an id of its own when the request came without one, or with one that is not an id', () => {
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestIdOf({})).toMatch(uuid);
    expect(requestIdOf({ 'x-request-id': '"}\n{"level":"info' })).toMatch(uuid);
    expect(requestIdOf({ 'x-request-id': 'x'.repeat(500) })).toMatch(uuid);
    expect(requestIdOf({ 'x-request-id': ['7F000001:A1B2', 'other'] })).toBe('7F000001:A1B2');
  });

  it('logs what was thrown even when it is not an Error', () => {
    const parsed = JSON.parse(requestErrorLine('plain string', { path: '/x', method: 'POST', headers: {} }, context));
    expect(parsed.error).toMatchObject({ name: 'string', message: 'plain string' });
  });
});
