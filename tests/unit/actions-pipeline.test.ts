// The server-action pipeline (lib/actions): who may call, the parse of every argument, rate limits, and the one
// vocabulary of failures. The session, the limits and the request headers are stand-ins.
import { redirect } from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { defineAction, defineFormAction } from '@/lib/actions/define-action';
import { fieldErrorsOf, parseArguments } from '@/lib/actions/validation';
import type * as rateLimit from '@/lib/security/rate-limit';
import { RateLimitedError } from '@/lib/security/rate-limit';

const state = vi.hoisted(() => ({
  user: null as null | { id: string; emailVerified: boolean },
  consumed: [] as unknown[],
  limited: false,
}));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async ({ verified }: { verified?: boolean }) => {
    if (!state.user) return { ok: false, error: 'unauthorized' };
    if (verified && !state.user.emailVerified) return { ok: false, error: 'unverified' };
    return { ok: true, user: state.user };
  },
}));
vi.mock('@/lib/security/rate-limit', async (original) => ({
  ...(await original<typeof rateLimit>()),
  consume: async (checks: unknown[]) => {
    state.consumed.push(...checks);
    if (state.limited) throw new RateLimitedError(42);
  },
}));
// What the server writes for a request from 203.0.113.9 (lib/http/peer-address.ts).
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-kotonoha-peer-address': '203.0.113.9' }) }));

afterEach(() => {
  Object.assign(state, { user: null, consumed: [], limited: false });
  vi.restoreAllMocks();
});

const nameSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'required')) });
const greet = (access: 'guest' | 'user' | 'verified') =>
  defineAction(
    { name: 'greet', access, args: [nameSchema, z.optional(z.int())] },
    async ({ user }, { name }, times) => ({
      ok: true as const,
      text: `${name} ×${times ?? 1} for ${user?.id ?? 'a guest'}`,
    }),
  );

describe('who may call', () => {
  it('lets anybody call a guest action', async () => {
    expect(await greet('guest')({ name: ' Ann ' }, 2)).toEqual({ ok: true, text: 'Ann ×2 for a guest' });
  });

  it('answers unauthorized without a session and unverified for an address still to verify, before parsing', async () => {
    expect(await greet('user')({ name: '' }, undefined)).toEqual({ ok: false, error: 'unauthorized' });
    state.user = { id: 'u1', emailVerified: false };
    expect(await greet('verified')({ name: '' }, undefined)).toEqual({ ok: false, error: 'unverified' });
    expect(await greet('user')({ name: 'Ann' }, undefined)).toEqual({ ok: true, text: 'Ann ×1 for u1' });
  });
});

describe('arguments', () => {
  it('parses every argument: the form keeps its field paths, a later argument is named by its position', async () => {
    const answer = await greet('guest')({ name: ' ' }, 1.5);
    expect(answer).toEqual({ ok: false, error: 'invalid', fieldErrors: { name: 'required', '1.form': 'invalid' } });
  });

  it("reads zod's own messages as 'invalid', keeps the schema's keys, and takes the first message of a field", () => {
    const schema = z.object({ a: z.string().check(z.minLength(2, 'tooShort'), z.regex(/x/, 'noX')), b: z.string() });
    expect(parseArguments([schema], [{ a: 'y', b: 3 }])).toEqual({
      ok: false,
      fieldErrors: { a: 'tooShort', b: 'invalid' },
    });
    expect(parseArguments([schema], [])).toEqual({ ok: false, fieldErrors: { form: 'invalid' } });
    const nested = z.safeParse(
      z.object({ cards: z.array(z.object({ word: z.string().check(z.minLength(1, 'required')) })) }),
      {
        cards: [{ word: 'a' }, { word: '' }],
      },
    );
    expect(nested.success ? {} : fieldErrorsOf(nested.error)).toEqual({ 'cards.1.word': 'required' });
  });
});

describe('failures', () => {
  it('counts the declared limits with the caller and the parsed arguments, and answers rateLimited', async () => {
    const action = defineAction(
      {
        name: 'limited',
        access: 'guest',
        args: [nameSchema],
        limits: ({ ip }, { name }) => [
          ['resetPerIp', ip],
          ['resetPerEmail', name],
        ],
      },
      async () => ({ ok: true as const }),
    );
    expect(await action({ name: 'Ann' })).toEqual({ ok: true });
    expect(state.consumed).toEqual([
      ['resetPerIp', '203.0.113.9'],
      ['resetPerEmail', 'Ann'],
    ]);
    state.limited = true;
    expect(await action({ name: 'Ann' })).toEqual({ ok: false, error: 'rateLimited', retryAfter: 42 });
  });

  it('logs the unexpected and answers unknown, but lets a redirect through', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = defineAction({ name: 'broken', access: 'guest', args: [] }, async () => {
      throw new Error('database away');
    });
    expect(await broken()).toEqual({ ok: false, error: 'unknown' });
    expect(log).toHaveBeenCalledWith('[action] broken failed', expect.any(Error));
    const moving = defineAction({ name: 'moving', access: 'guest', args: [] }, async () => redirect('/elsewhere'));
    await expect(moving()).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
  });

  it('throws from a form action, which has nobody to read a result', async () => {
    const submit = defineFormAction({ name: 'submit', access: 'user', args: [z.instanceof(FormData)] }, async () => {});
    await expect(submit(new FormData())).rejects.toThrow('submit failed: unauthorized');
    state.user = { id: 'u1', emailVerified: true };
    await expect(submit(new FormData())).resolves.toBeUndefined();
  });

  it("answers a form action called with what its form never sends 'invalid', without throwing", async () => {
    const submit = defineFormAction(
      { name: 'submit', access: 'guest', args: [z.instanceof(FormData)] },
      async () => {},
    );
    for (const crafted of [[], ['text'], [{ a: 1 }]] as unknown as [FormData][]) {
      await expect(submit(...crafted)).resolves.toMatchObject({ ok: false, error: 'invalid' });
    }
  });
});
