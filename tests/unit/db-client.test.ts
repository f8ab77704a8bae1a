import { afterEach, describe, expect, it, vi } from 'vitest';

type WithClient = typeof globalThis & { kotonohaPrisma?: unknown };

// The proxy and the pages are separate bundles in one Node.js process, each with its own copy of
// lib/db/client.ts. On the embedded database (one connection at a time) two pools made every switch between the
// proxy's session check and a page's query wait ~10 s for the other pool's idle connection to close.
describe('the database client', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    delete (globalThis as WithClient).kotonohaPrisma;
  });

  it('is one per process in production, whichever copy of the module asks', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DATABASE_URL', 'postgresql://nobody@127.0.0.1:1/none');
    delete (globalThis as WithClient).kotonohaPrisma;

    const first = await import('@/lib/db/client');
    void first.db.$disconnect; // the client is made on first use (no connection is opened)
    const client = (globalThis as WithClient).kotonohaPrisma;
    expect(client).toBeDefined();

    vi.resetModules();
    const second = await import('@/lib/db/client');
    expect(second).not.toBe(first); // a fresh copy, as another bundle has
    void second.db.$disconnect;
    expect((globalThis as WithClient).kotonohaPrisma).toBe(client);
  });
});
