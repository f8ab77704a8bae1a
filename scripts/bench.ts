/**
 * Benchmark of prerendered pages, run after `npm run build`:
 *   npm run bench [-- --duration 10 --connections 50 --runs 3]
 * 1. First-load JavaScript (gzip) of the unit pages and the About page, summed from the chunks Next lists in
 *    .next/diagnostics/route-bundle-stats.json (Next 16 no longer prints sizes).
 * 2. Requests/s and p99 latency of `next start` serving a kanji unit, a vocabulary unit and the static About page
 *    (autocannon, loopback only), in the same run so the figures compare. Requests ask for gzip as browsers
 *    do, so a page's size costs what it costs a real visitor. Each figure is the median of `--runs` runs.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION_S = option('duration', 10);
const CONNECTIONS = option('connections', 50);
const PORT = option('port', 3200);
const RUNS = option('runs', 3);

const PAGES = [
  { name: 'About (static)', route: '/[locale]/[appearance]/about', path: '/en/about' },
  { name: 'Kanji unit', route: '/[locale]/[appearance]/jp/flash-card/kanji/[set]/[unit]', path: '/en/jp/flash-card/kanji/n5/1' },
  {
    name: 'Vocabulary unit',
    route: '/[locale]/[appearance]/jp/flash-card/vocabulary/[set]/[unit]',
    path: '/en/jp/flash-card/vocabulary/n5/3',
  },
  { name: 'Kanji set (unit list)', route: '/[locale]/[appearance]/jp/flash-card/kanji/[set]', path: '/en/jp/flash-card/kanji/n1' },
  { name: 'Verb conjugation', route: '/[locale]/[appearance]/jp/conjugation/verb', path: '/en/jp/conjugation/verb' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface RouteStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

function firstLoadGzipKb(route: string): number {
  const stats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8')) as RouteStats[];
  const row = stats.find((r) => r.route === route);
  if (!row) throw new Error(`No bundle stats for ${route}: run \`npm run build\` first.`);
  const bytes = row.firstLoadChunkPaths.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return bytes / 1024;
}

async function waitForServer(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server did not answer at ${url}`);
}

function load(url: string, duration = DURATION_S): Promise<autocannon.Result> {
  return autocannon({ url, duration, connections: CONNECTIONS, headers: { 'accept-encoding': 'gzip, deflate, br' } });
}

const server = spawn('node', ['--import', 'tsx', 'scripts/run-with-database.ts', 'next', 'start', '-p', String(PORT)], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, EMBEDDED_DATABASE_DIR: process.env.EMBEDDED_DATABASE_DIR ?? '.data/pglite-bench' },
});
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitForServer(`${base}/api/build-id`);
  const rows = [];
  for (const page of PAGES) {
    const url = `${base}${page.path}`;
    await load(url, 2); // warm-up: the first requests fill caches and JIT, they are not what we measure
    const rates: number[] = [];
    const p99s: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await load(url);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${page.path}: ${result.non2xx} responses were not 2xx, ${result.errors} errors`);
      }
      rates.push(result.requests.average);
      p99s.push(result.latency.p99);
    }
    const html = await fetch(url, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.arrayBuffer());
    rows.push({
      page: page.name,
      path: page.path,
      'first-load JS (gzip kB)': Number(firstLoadGzipKb(page.route).toFixed(1)),
      'HTML (kB / gzip kB)': `${(html.byteLength / 1024).toFixed(1)} / ${(gzipSync(Buffer.from(html)).length / 1024).toFixed(1)}`,
      'req/s (median)': Math.round(median(rates)),
      'p99 latency (ms, median)': median(p99s),
    });
  }
  const about = rows[0]['req/s (median)'];
  console.table(
    rows.map((row) => ({ ...row, 'vs About': `${Math.round((row['req/s (median)'] / about) * 100)} %` })),
  );
  console.log(`autocannon: ${DURATION_S} s × ${RUNS} runs, ${CONNECTIONS} connections, gzip, loopback; build: .next`);
} finally {
  server.kill('SIGTERM');
}
