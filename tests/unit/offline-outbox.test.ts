// The outbox's rules (lib/offline/outbox.ts) on a stand-in for the browser's storage: order, one entry per key, only
// the signed-in account's entries sent, a kept entry stopping the run, a thrown send kept.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { discardEntries, enqueue, flushOutbox, pendingEntries, type Delivery } from '@/lib/offline/outbox';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  const target = new EventTarget();
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  });
  vi.stubGlobal('navigator', {});
});

const put = (key: string, owner = 'alice') => enqueue({ key, kind: 'grade', owner, payload: { key } });

describe('the outbox', () => {
  it('keeps one entry per key, oldest first, per account', () => {
    put('k1');
    put('k2', 'bob');
    put('k3');
    put('k1');
    expect(pendingEntries().map((e) => e.key)).toEqual(['k1', 'k2', 'k3']);
    expect(pendingEntries('alice').map((e) => e.key)).toEqual(['k1', 'k3']);
    discardEntries((e) => e.key === 'k3');
    expect(pendingEntries('alice').map((e) => e.key)).toEqual(['k1']);
  });

  it("sends only the account's entries, in order, and stops at the first one kept", async () => {
    for (const key of ['k1', 'k2', 'k3', 'k4']) put(key);
    put('b1', 'bob');
    const sent: string[] = [];
    const answers: Record<string, Delivery> = { k1: 'done', k2: 'done', k3: 'keep', k4: 'done' };
    await flushOutbox('alice', async (entry) => {
      sent.push(entry.key);
      return answers[entry.key]!;
    });
    expect(sent).toEqual(['k1', 'k2', 'k3']);
    expect(pendingEntries().map((e) => e.key)).toEqual(['k3', 'k4', 'b1']);

    // A send that throws (no answer) is kept too; the next run starts again with it.
    await flushOutbox('alice', async (entry) => {
      if (entry.key === 'k4') throw new Error('offline');
      return 'done';
    });
    expect(pendingEntries().map((e) => e.key)).toEqual(['k4', 'b1']);
  });

  it('runs one flush at a time: a second call joins the first', async () => {
    put('k1');
    let sends = 0;
    const send = async () => {
      sends++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'done' as const;
    };
    await Promise.all([flushOutbox('alice', send), flushOutbox('alice', send)]);
    expect(sends).toBe(1);
    expect(pendingEntries()).toEqual([]);
  });
});
