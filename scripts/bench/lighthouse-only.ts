/**
 * `npm run bench -- --lighthouse-only [--pages "Verb,Public"] [--lighthouse-runs 3] [--skip-bare-build]`:
 * Lighthouse alone, on the current build (no `next build`, no load, no seeding beyond the 100-card set:
 * `npx tsx scripts/seed-custom-sets.ts --users 5 --sets 5` gives it), against the bare page in the same run.
 * Rounds visit the bare page and every chosen page once each, so a slower stretch of a shared machine falls
 * on all of them; each figure is the median of the rounds, and every round's figures are printed too.
 * `--pages` picks pages whose name starts with one of the comma-separated words (fixtures.ts, LIGHTHOUSE_PAGES).
 * `--compare-app /tmp/base` serves a second checkout's build (another commit, built there) on the next port up
 * and audits its pages in the same rounds, so a change is measured against what it replaces.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { LIGHTHOUSE_PAGES } from './fixtures';
import { audit, type LighthouseFigures } from './lighthouse';
import { waitForServer } from './load';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouseOnly(options: {
  args: string[];
  port: number;
  runs: number;
  databaseUrl: string;
  bareApp: string;
}) {
  const { args, port, runs, databaseUrl, bareApp } = options;
  const at = args.indexOf('--pages');
  const words = at >= 0 ? args[at + 1]!.split(',').map((word) => word.trim().toLowerCase()) : [];
  const pages = LIGHTHOUSE_PAGES.filter(
    (page) => words.length === 0 || words.some((word) => page.name.toLowerCase().startsWith(word)),
  );
  if (!args.includes('--skip-bare-build') || !existsSync(`${bareApp}/.next`)) {
    const build = spawnSync('npx', ['next', 'build', bareApp], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const base = `http://localhost:${port}`;
  const bareBase = `http://localhost:${port + 1}`;
  const compareAt = args.indexOf('--compare-app');
  const compareApp = compareAt >= 0 ? args[compareAt + 1] : undefined;
  const compareBase = `http://localhost:${port + 2}`;
  const start = (at: number, cwd?: string) =>
    spawn('node', ['--import', 'tsx', 'scripts/run-with-database.ts', 'next', 'start', '-p', String(at)], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: base, TRUSTED_PROXY_HOPS: '1' },
    });
  const server = start(port);
  const compared = compareApp ? start(port + 2, compareApp) : undefined;
  const bare = spawn('node', ['node_modules/next/dist/bin/next', 'start', bareApp, '-p', String(port + 1)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await Promise.all([
      waitForServer(`${base}/api/build-id`),
      waitForServer(`${bareBase}/`),
      ...(compared ? [waitForServer(`${compareBase}/api/build-id`)] : []),
    ]);
    const targets = [
      { name: 'Bare Next.js page', url: `${bareBase}/` },
      ...pages.flatMap((p) => [
        ...(compared ? [{ name: `${p.name} (${compareApp})`, url: `${compareBase}${p.path}` }] : []),
        { ...p, url: `${base}${p.path}` },
      ]),
    ];
    // One warm-up request each, so the first round does not pay for a cold cache (ISR's first render).
    for (const target of targets) await fetch(target.url);
    const results = new Map<string, LighthouseFigures[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= runs; round++) {
      console.log(`lighthouse: round ${round} of ${runs}`);
      for (const target of targets) results.get(target.name)!.push(audit(target.url, 1));
    }
    const rows = targets.map((target) => {
      const figures = results.get(target.name)!;
      const of = (key: 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs') => figures.map((f) => f[key]);
      const cell = (key: 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs') => `${median(of(key))} (${of(key).join(' / ')})`;
      return `| ${target.name} | ${cell('performance')} | ${cell('fcpMs')} | ${cell('lcpMs')} | ${cell('tbtMs')} |`;
    });
    console.log(
      [
        `Lighthouse mobile, ${runs} rounds (median, then each round), ${new Date().toISOString()}`,
        '| page | score | FCP ms | LCP ms | TBT ms |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    server.kill('SIGTERM');
    compared?.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}
