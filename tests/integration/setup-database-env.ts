// Runs in each test worker before the test files: points lib/db/client.ts at the database the
// global setup prepared.
import { inject } from 'vitest';

process.env.DATABASE_URL = inject('databaseUrl');
const poolMax = inject('databasePoolMax');
if (poolMax) process.env.DATABASE_POOL_MAX = poolMax;
