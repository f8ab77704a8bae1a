// What a screen does with a server action's answer: the decision the shared action hook acts on.
import { describe, expect, it } from 'vitest';

import { actionOutcome, loginAddress, settle, type FailurePolicy } from '@/lib/actions/action-outcome';

type Answer =
  | { ok: true; id: string }
  | { ok: false; error: 'unauthorized' | 'unverified' | 'notFound' | 'unknown' | 'busy' }
  | { ok: false; error: 'rateLimited'; retryAfter: number }
  | { ok: false; error: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; error: 'stale'; currentVersion: number };

const REPORT_BOTH: FailurePolicy = { unauthorized: 'report', unverified: 'report' };

describe('actionOutcome', () => {
  const cases: [string, Answer | { ok: 'opened' } | { ok: false; error: 'network' }, FailurePolicy, unknown][] = [
    ['a success is handed back', { ok: true, id: 's1' }, {}, { do: 'done', result: { ok: true, id: 's1' } }],
    ['an action that opened the next page succeeded', { ok: 'opened' }, {}, { do: 'done', result: { ok: 'opened' } }],
    ['no session opens the login screen', { ok: false, error: 'unauthorized' }, {}, { do: 'login' }],
    ['an unverified address opens verify-email', { ok: false, error: 'unverified' }, {}, { do: 'verify' }],
    [
      'a form that keeps its fields reports no session',
      { ok: false, error: 'unauthorized' },
      REPORT_BOTH,
      { do: 'report', failure: { ok: false, error: 'unauthorized' } },
    ],
    [
      'and an unverified address',
      { ok: false, error: 'unverified' },
      REPORT_BOTH,
      { do: 'report', failure: { ok: false, error: 'unverified' } },
    ],
    [
      'reporting one does not report the other',
      { ok: false, error: 'unverified' },
      { unauthorized: 'report' },
      { do: 'verify' },
    ],
    [
      'a limit is reported with its wait',
      { ok: false, error: 'rateLimited', retryAfter: 90 },
      {},
      { do: 'report', failure: { ok: false, error: 'rateLimited', retryAfter: 90 } },
    ],
    ['busy is reported', { ok: false, error: 'busy' }, {}, { do: 'report', failure: { ok: false, error: 'busy' } }],
    [
      "an action's own failure is reported as it is",
      { ok: false, error: 'stale', currentVersion: 4 },
      {},
      { do: 'report', failure: { ok: false, error: 'stale', currentVersion: 4 } },
    ],
    [
      'no answer is reported',
      { ok: false, error: 'network' },
      {},
      { do: 'report', failure: { ok: false, error: 'network' } },
    ],
    [
      'a refused input hands its field errors to the form',
      { ok: false, error: 'invalid', fieldErrors: { name: 'tooLong' } },
      {},
      { do: 'fieldErrors', fieldErrors: { name: 'tooLong' } },
    ],
  ];
  it.each(cases)('%s', (_name, answer, policy, expected) => {
    expect(actionOutcome<Answer>(answer, policy)).toEqual(expected);
  });
});

describe('settle', () => {
  it('answers what the action answered', async () => {
    expect(await settle(async () => ({ ok: true }) as const)).toEqual({ ok: true });
  });

  it("reads Next.js's redirect signal as the next page opened", async () => {
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;push;/en/x;307;' });
    expect(await settle(() => Promise.reject(redirect))).toEqual({ ok: 'opened' });
  });

  it('reads anything else thrown as no answer', async () => {
    expect(await settle(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      ok: false,
      error: 'network',
    });
  });
});

describe('loginAddress', () => {
  it('comes back to the page it was opened from', () => {
    expect(loginAddress('/flash-cards/custom/abc')).toBe('/auth/login?redirect=%2Fflash-cards%2Fcustom%2Fabc');
  });
});
