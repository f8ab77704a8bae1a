/**
 * bench/results.md: the figures of one run, each target checked beside them, followed by bench/misses.md
 * (written by hand: why each missed target is missed on this machine and what was tried), so the reasons
 * travel with the figures they explain.
 */
import { existsSync, readFileSync } from 'node:fs';

import type { RouteBundle } from './bundles';
import type { LoadTarget } from './fixtures';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures } from './load';

const FIRST_LOAD_LIMIT_KB = 175;
const RELATIVE_THROUGHPUT_FLOOR = 0.8;
const DYNAMIC_P99_LIMIT_MS = 30;
const MISSES_FILE = 'bench/misses.md';

interface ReportInput {
  settings: { durationS: number; connections: number; runs: number; lighthouseRuns: number };
  machine: string;
  seeded: string;
  bundles: RouteBundle[];
  load: { target: LoadTarget; many: LoadFigures; one?: LoadFigures }[];
  lighthouse: { name: string; path: string; figures: LighthouseFigures }[];
  /** The bare Next.js app (bench/bare-next) measured in the same run: what this machine gives any page. */
  reference: {
    firstLoadKb: number;
    staticLoad: LoadFigures;
    dynamicLoad: LoadFigures;
    dynamicOne: LoadFigures;
    lighthouse: LighthouseFigures;
  };
}

const mark = (ok: boolean) => (ok ? '✅' : '❌');
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export function renderReport(input: ReportInput): string {
  const { settings } = input;
  const floor = input.load.find((row) => row.target.kind === 'floor');
  const floorRps = floor?.many.requestsPerSecond ?? NaN;
  const checks: [string, boolean][] = [];

  const loadRows = input.load.map(({ target, many, one }) => {
    const relative = many.requestsPerSecond / floorRps;
    const needsFloorShare = target.kind === 'prerendered' || target.kind === 'cached';
    if (needsFloorShare)
      checks.push([
        `${target.name}: ≥ 80 % of the floor's requests/s (${Math.round(relative * 100)} %)`,
        relative >= RELATIVE_THROUGHPUT_FLOOR,
      ]);
    checks.push([
      `${target.name}: zero errors under load (${many.errors + (one?.errors ?? 0)})`,
      many.errors + (one?.errors ?? 0) === 0,
    ]);
    if (one && target.kind !== 'reference')
      checks.push([
        `${target.name}: p99 at 1 connection < ${DYNAMIC_P99_LIMIT_MS} ms (${one.p99Ms} ms)`,
        one.p99Ms < DYNAMIC_P99_LIMIT_MS,
      ]);
    return [
      target.name,
      `\`${target.label}\``,
      target.kind,
      many.requestsPerSecond,
      `${Math.round(relative * 100)} %`,
      many.p50Ms,
      many.p99Ms,
      many.errors,
      one ? `${one.requestsPerSecond} / ${one.p50Ms} / ${one.p99Ms}` : '—',
    ];
  });

  const lighthouseRows = input.lighthouse.map(({ name, path, figures: f }) => {
    checks.push([`${name}: Lighthouse performance ≥ 95 (${f.performance})`, f.performance >= 95]);
    checks.push([`${name}: Lighthouse accessibility 100 (${f.accessibility})`, f.accessibility === 100]);
    checks.push([`${name}: CLS 0 (${f.cls})`, f.cls === 0]);
    return [name, `\`${path}\``, f.performance, f.accessibility, f.bestPractices, f.seo, f.lcpMs, f.tbtMs, f.cls];
  });

  const largest = input.bundles[0];
  checks.push([
    `no route above ${FIRST_LOAD_LIMIT_KB} kB first-load JS (largest: ${largest?.route} ${largest?.gzipKb.toFixed(1)} kB)`,
    input.bundles.every((b) => b.gzipKb <= FIRST_LOAD_LIMIT_KB),
  ]);

  const ref = input.reference;
  const referenceRows = [
    [
      'static page `/`',
      ref.staticLoad.requestsPerSecond,
      ref.staticLoad.p50Ms,
      ref.staticLoad.p99Ms,
      ref.staticLoad.errors,
      '—',
    ],
    [
      'dynamic page `/dynamic`',
      ref.dynamicLoad.requestsPerSecond,
      ref.dynamicLoad.p50Ms,
      ref.dynamicLoad.p99Ms,
      ref.dynamicLoad.errors,
      `${ref.dynamicOne.requestsPerSecond} / ${ref.dynamicOne.p50Ms} / ${ref.dynamicOne.p99Ms}`,
    ],
  ];
  const l = ref.lighthouse;
  const misses = existsSync(MISSES_FILE) ? `\n${readFileSync(MISSES_FILE, 'utf8').trim()}\n` : '';

  return `# Benchmark results

Produced by \`npm run bench\` (which builds first): one run of the code at this commit, ${new Date().toISOString().slice(0, 16)} UTC.
Machine: ${input.machine}. Server: \`next start\` (production build) on PostgreSQL 127.0.0.1:5432, loopback.
Data: ${input.seeded}.

## Machine reference
A bare Next.js app (\`bench/bare-next\`: no styles, no client components) built and measured in this run, on
this machine: Lighthouse performance **${l.performance}** (LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms), first-load JavaScript
${ref.firstLoadKb.toFixed(1)} kB, static page ${ref.staticLoad.requestsPerSecond} req/s, dynamic page ${ref.dynamicLoad.requestsPerSecond} req/s and p99 ${ref.dynamicOne.p99Ms} ms at 1
connection. The targets were set against such a page on a faster machine (98, ~135 kB, ~1,480 and ~420 req/s):
read each figure below beside these.

## Targets
${checks.map(([text, ok]) => `- ${mark(ok)} ${text}`).join('\n')}

## Load (autocannon)
\`${settings.connections}\` connections, ${settings.durationS} s per run, median of ${settings.runs} runs after a 2 s warm-up, measured in rounds (each round runs every
page once, so a page and the floor are measured minutes apart at most); requests accept gzip
as browsers do. The About page (static) is the floor. The last column is the same page at 1 connection
(requests/s / p50 / p99 ms), measured for pages with per-request work: "members" checks the session against the database per request and serves the page from the cache (the community's results,
cached per query). The "reference" rows are not targets: a search no cache has seen (a new query every request,
the session check, the indexed query and the render), and the smallest dynamic render (a guest's community page:
no session, no query), what every per-request page costs before its own work.

${table(['page', 'request', 'kind', 'req/s', 'vs floor', 'p50 ms', 'p99 ms', 'errors', '1 connection'], loadRows)}

### Machine reference (bare Next.js app, same settings)
${table(['page', 'req/s', 'p50 ms', 'p99 ms', 'errors', '1 connection'], referenceRows)}

## Lighthouse (mobile preset, Debian Chromium, median of ${settings.lighthouseRuns} runs)
Command per page: \`CHROME_PATH=/usr/bin/chromium npx lighthouse <url> --only-categories=performance,accessibility,best-practices,seo --chrome-flags="--headless=new --no-sandbox …"\`.

${table(
  ['page', 'path', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
  [
    ...lighthouseRows,
    [
      'Bare Next.js page (machine reference)',
      '`/`',
      l.performance,
      l.accessibility,
      l.bestPractices,
      l.seo,
      l.lcpMs,
      l.tbtMs,
      l.cls,
    ],
  ],
)}

## First-load JavaScript per route (gzip, from .next/diagnostics/route-bundle-stats.json)
${table(
  ['route', 'kB'],
  input.bundles.map((b) => [`\`${b.route}\``, b.gzipKb.toFixed(1)]),
)}
${misses}`;
}
