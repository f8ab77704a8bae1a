// "Now" for the review schedule on the server. Always the server's own clock, except in the end-to-end tests,
// whose server is started with KOTONOHA_TEST_CLOCK_FILE: the file holds milliseconds to add, so a test can move
// the day ahead (with Playwright's fake time in the browser) and see its cards come due. Nothing a request
// carries can change it: a learner's browser clock is never trusted, and the variable is the operator's.
import 'server-only';

import { readFileSync, statSync } from 'node:fs';

import { serverEnv } from '@/lib/env/server';

let cached: { file: string; mtimeMs: number; offset: number } | null = null;

function testOffset(file: string): number {
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.offset;
    const offset = Number(readFileSync(file, 'utf8').trim());
    cached = { file, mtimeMs, offset: Number.isFinite(offset) ? offset : 0 };
    return cached.offset;
  } catch {
    return 0; // No file yet: the real time.
  }
}

/** The current time in epoch milliseconds, as the review schedule sees it. */
export function reviewNow(): number {
  const file = serverEnv().KOTONOHA_TEST_CLOCK_FILE;
  return Date.now() + (file ? testOffset(file) : 0);
}
