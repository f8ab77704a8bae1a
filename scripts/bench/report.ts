/**
 * bench/results.md: the figures of one run, each target checked beside them, followed by bench/misses.md
 * (written by hand: why each missed target is missed on this machine and what was tried), so the reasons
 * travel with the figures they explain.
 */
import { existsSync, readFileSync } from 'node:fs';

import type { RouteBundle } from './bundles';
import type { LoadTarget } from './fixtures';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures, PageBytes } from './load';

/** Each kind of page against its bare reference (fixtures.ts, LoadTarget.kind). */
const THROUGHPUT_SHARE = { small: 0.8, content: 0.9, dynamic: 0.6 } as const;
const DYNAMIC_P99_LIMIT_MS = 30;
const LIGHTHOUSE_MARGIN = 3;
const TBT_FACTOR = 1.5;
/** First-load JavaScript allowed beyond the bare page's: content pages, and screens with forms or quizzes. */
const FIRST_LOAD_EXTRA_KB = { content: 20, interactive: 35 } as const;
const INTERACTIVE_ROUTE = /\/(auth|conjugation|settings|new|edit|\[test\])(\/|$)/;
const MISSES_FILE = 'bench/misses.md';

interface ReportInput {
  settings: { durationS: number; connections: number; runs: number; lighthouseRuns: number };
  machine: string;
  seeded: string;
  bundles: RouteBundle[];
  load: {
    target: LoadTarget;
    many: LoadFigures;
    one?: LoadFigures;
    bytes?: PageBytes;
    /** The bare page of the same size, measured in the same rounds. */
    sized?: { figures: LoadFigures; bytes: PageBytes };
  }[];
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** The server's CPU per request, and the bare reference's beside it. */
const cpuCell = (ms: number | undefined, bareMs: number | undefined) =>
  ms === undefined ? '—' : bareMs === undefined ? ms.toFixed(2) : `${ms.toFixed(2)} (${bareMs.toFixed(2)})`;
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

export function renderReport(input: ReportInput): string {
  const { settings, reference: ref } = input;
  const checks: [string, boolean][] = [];

  const loadRows = input.load.map(({ target, many, one, bytes, sized }) => {
    const errors = many.errors + (one?.errors ?? 0);
    const against =
      target.kind === 'small'
        ? { rps: ref.staticLoad.requestsPerSecond, name: 'the bare static page' }
        : target.kind === 'content' && sized
          ? { rps: sized.figures.requestsPerSecond, name: `a bare page of ${kb(sized.bytes.total)} kB` }
          : target.kind === 'dynamic'
            ? { rps: ref.dynamicLoad.requestsPerSecond, name: 'the bare dynamic page' }
            : undefined;
    const ratio = against ? many.requestsPerSecond / against.rps : undefined;
    if (
      against &&
      ratio !== undefined &&
      (target.kind === 'small' || target.kind === 'content' || target.kind === 'dynamic')
    ) {
      const share = THROUGHPUT_SHARE[target.kind];
      checks.push([
        `${target.name}: ≥ ${percent(share)} of ${against.name}'s requests/s (${percent(ratio)})`,
        ratio >= share,
      ]);
    }
    checks.push([`${target.name}: zero errors under load (${errors})`, errors === 0]);
    if (one && target.kind === 'dynamic' && target.request.headers?.cookie)
      checks.push([
        `${target.name}: p99 at 1 connection < ${DYNAMIC_P99_LIMIT_MS} ms (${one.p99Ms} ms)`,
        one.p99Ms < DYNAMIC_P99_LIMIT_MS,
      ]);
    const bareCpu =
      target.kind === 'small'
        ? ref.staticLoad.serverCpuMs
        : target.kind === 'content'
          ? sized?.figures.serverCpuMs
          : target.kind === 'dynamic'
            ? ref.dynamicLoad.serverCpuMs
            : undefined;
    return [
      target.name,
      `\`${target.label}\``,
      target.kind,
      many.requestsPerSecond,
      against ? `${against.rps} (${percent(ratio!)})` : '—',
      cpuCell(many.serverCpuMs, bareCpu),
      bytes ? `${kb(bytes.total)} / ${kb(bytes.payload)} / ${kb(bytes.gzip)}` : '—',
      many.p50Ms,
      many.p99Ms,
      errors,
      one ? `${one.requestsPerSecond} / ${one.p50Ms} / ${one.p99Ms}` : '—',
    ];
  });

  const bareLighthouse = ref.lighthouse;
  const lighthouseRows = input.lighthouse.map(({ name, path, figures: f }) => {
    const minimum = bareLighthouse.performance - LIGHTHOUSE_MARGIN;
    checks.push([
      `${name}: Lighthouse performance ≥ bare − ${LIGHTHOUSE_MARGIN} = ${minimum} (${f.performance})`,
      f.performance >= minimum,
    ]);
    const tbtLimit = Math.round(bareLighthouse.tbtMs * TBT_FACTOR);
    checks.push([`${name}: TBT ≤ ${TBT_FACTOR} × bare = ${tbtLimit} ms (${f.tbtMs} ms)`, f.tbtMs <= tbtLimit]);
    checks.push([`${name}: Lighthouse accessibility 100 (${f.accessibility})`, f.accessibility === 100]);
    checks.push([`${name}: CLS 0 (${f.cls})`, f.cls === 0]);
    return [name, `\`${path}\``, f.performance, f.accessibility, f.bestPractices, f.seo, f.lcpMs, f.tbtMs, f.cls];
  });

  const bundleRows = input.bundles.map((bundle) => {
    const interactive = INTERACTIVE_ROUTE.test(bundle.route);
    const extra = bundle.gzipKb - ref.firstLoadKb;
    const allowed = interactive ? FIRST_LOAD_EXTRA_KB.interactive : FIRST_LOAD_EXTRA_KB.content;
    return { ...bundle, interactive, extra, ok: extra <= allowed };
  });
  for (const kind of ['content', 'interactive'] as const) {
    const rows = bundleRows.filter((row) => row.interactive === (kind === 'interactive'));
    const largest = rows[0];
    if (!largest) continue;
    checks.push([
      `first-load JS ≤ bare + ${FIRST_LOAD_EXTRA_KB[kind]} kB on ${kind === 'content' ? 'content pages' : 'forms and quizzes'} (largest: ${largest.route} bare + ${largest.extra.toFixed(1)} kB)`,
      rows.every((row) => row.ok),
    ]);
  }

  const referenceRows = [
    [
      'static page `/`',
      ref.staticLoad.requestsPerSecond,
      cpuCell(ref.staticLoad.serverCpuMs, undefined),
      ref.staticLoad.p50Ms,
      ref.staticLoad.p99Ms,
      ref.staticLoad.errors,
      '—',
    ],
    [
      'dynamic page `/dynamic`',
      ref.dynamicLoad.requestsPerSecond,
      cpuCell(ref.dynamicLoad.serverCpuMs, undefined),
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
connection. Every target below is a ratio to a bare page measured in the same rounds.

## Targets
${checks.map(([text, ok]) => `- ${mark(ok)} ${text}`).join('\n')}

## Load (autocannon)
\`${settings.connections}\` connections, ${settings.durationS} s per run, median of ${settings.runs} runs after a 2 s warm-up, measured in rounds (each round runs every
page once, so a page and the floor are measured minutes apart at most); requests accept gzip
as browsers do. "bare req/s" is the reference the page is held against, measured in the same rounds: the bare
static page for small pages, a bare page serving the same number of HTML bytes for content pages, the bare dynamic
page for dynamic ones. "HTML kB" is the document before compression / of which the inline RSC payload (the data
React hydrates from) / gzip. "server CPU" is the CPU time the server process spent per request (/proc, user +
system; the bare reference's in brackets): the page's own cost, apart from the load generator, which shares the
machine's cores and spends more on a page whose answer is larger. The last column is the same page at 1
connection (requests/s / p50 / p99 ms). The
signed-in community pages check the session against the database per request and serve the page from the cache
(the community's results, cached per query); the "reference" row, a search no cache has seen (a new query every
request: the session check, the indexed query and the render), is not a target.

${table(['page', 'request', 'kind', 'req/s', 'bare req/s (ratio)', 'server CPU ms / request', 'HTML kB', 'p50 ms', 'p99 ms', 'errors', '1 connection'], loadRows)}

### Machine reference (bare Next.js app, same settings)
${table(
  ['page', 'req/s', 'server CPU ms / request', 'p50 ms', 'p99 ms', 'errors', '1 connection'],
  [
    ...referenceRows,
    ...input.load.flatMap(({ sized }) =>
      sized
        ? [
            [
              `page of ${kb(sized.bytes.total)} kB (${kb(sized.bytes.gzip)} kB gzip)`,
              sized.figures.requestsPerSecond,
              cpuCell(sized.figures.serverCpuMs, undefined),
              sized.figures.p50Ms,
              sized.figures.p99Ms,
              sized.figures.errors,
              '—',
            ],
          ]
        : [],
    ),
  ],
)}

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

### Where the main thread's time goes (Lighthouse's run with the median TBT)
Milliseconds under Lighthouse's 4× CPU slowdown, from its \`mainthread-work-breakdown\`, \`long-tasks\` and
\`bootup-time\` audits: what the blocking time above is made of, page by page.

${table(
  [
    'page',
    'script evaluation',
    'parse & compile',
    'style & layout',
    'other',
    'long tasks (longest)',
    'costliest scripts',
  ],
  [...input.lighthouse, { name: 'Bare Next.js page (machine reference)', figures: l }].map(({ name, figures }) => {
    const g = figures.profile.groups;
    const known = (g.scriptEvaluation ?? 0) + (g.scriptParseCompile ?? 0) + (g.styleLayout ?? 0);
    const total = Object.values(g).reduce((sum, ms) => sum + ms, 0);
    return [
      name,
      g.scriptEvaluation ?? 0,
      g.scriptParseCompile ?? 0,
      g.styleLayout ?? 0,
      total - known,
      `${figures.profile.longTasks.count} (${figures.profile.longTasks.longestMs})`,
      figures.profile.scripts.map((script) => `\`${script.url.split('/').pop()}\` ${script.ms}`).join(', '),
    ];
  }),
)}

## First-load JavaScript per route (gzip, from .next/diagnostics/route-bundle-stats.json)
Bare page: ${ref.firstLoadKb.toFixed(1)} kB. Limits: bare + ${FIRST_LOAD_EXTRA_KB.content} kB for content pages, bare + ${FIRST_LOAD_EXTRA_KB.interactive} kB for forms and quizzes.

${table(
  ['route', 'kB', 'beyond bare', 'kind'],
  bundleRows.map((b) => [
    `\`${b.route}\``,
    b.gzipKb.toFixed(1),
    `${mark(b.ok)} ${b.extra.toFixed(1)}`,
    b.interactive ? 'form / quiz' : 'content',
  ]),
)}
${misses}`;
}
