import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Unit tests are pure (no I/O); integration tests talk to a real PostgreSQL
// (DATABASE_URL, or the embedded PGlite started by the global setup).
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'node',
    // `server-only` throws outside React Server Components; tests import server modules directly.
    alias: { 'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)) },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Starts (or resets) the database and applies the migrations once per run.
          globalSetup: ['tests/integration/global-setup.ts'],
          // Hands the database URL to each test file (lib/db/client.ts reads process.env).
          setupFiles: ['tests/integration/setup-database-env.ts'],
          // One file at a time: they share one database, and the embedded one serves one
          // connection at a time, so each file closes its connections in afterAll (a connection
          // left open makes the next file wait).
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
