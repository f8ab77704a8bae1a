/**
 * `npm run bench`: the whole product measured in one run and written to bench/results.md.
 *   npm run bench [-- --duration 20 --connections 50 --runs 3 --lighthouse-runs 3 --port 3200 --skip-build]
 * - Build: `next build` with SITE_URL set to the address the benchmark serves from, so canonical and
 *   hreflang links point at the pages Lighthouse audits (as they do on a real deployment).
 * - Database: PostgreSQL (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/kotonoha_bench),
 *   seeded once with the community fixture (public sets and users) — see fixtures.ts.
 * - Server: `next start` from the current build, the same wrapper `npm start` uses.
 * - Load: autocannon at `--connections` (default 50) for every page and at 1 connection for the dynamic ones.
 * - Lighthouse: mobile preset against Debian's Chromium.
 * - First-load JavaScript of every route from the build output.
 * - The review schedule's reads with 1,000,000 review cards (review-queries.ts); `--review-queries-only` runs
 *   just those.
 * - The stroke matcher in Chromium at 4× CPU slowdown (stroke-matcher.ts); `--stroke-matcher-only` runs just it.
 * - What example sentences add to a vocabulary unit (sentences.ts, from the build); `--sentences-only` runs just it.
 * - `--lighthouse-only [--pages "Verb,Public"] [--skip-bare-build]`: Lighthouse alone on the current build, the
 *   bare page in the same rounds (lighthouse-only.ts).
 * - References: a bare Next.js app (bench/bare-next: a static page, a dynamic page and, for each content page,
 *   a page serving the same number of HTML bytes; no styles, no client components), built and measured in the
 *   same run and the same rounds, so each figure is a ratio to what this machine gives any Next.js page (the
 *   same code scores 80 on one of our machines and 99 on another).
 * Every figure is the median of `--runs` runs, taken in rounds that visit every page once (load.ts,
 * measureInRounds).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

import { firstLoadBundles } from './bundles';
import { prepareFixtures } from './fixtures';
import { audit, type LighthouseFigures } from './lighthouse';
import { lighthouseOnly } from './lighthouse-only';
import { measureInRounds, pageBytes, serverCpuReader, waitForServer } from './load';
import { renderReport } from './report';
import { measureReviewQueries, renderReviewQueries } from './review-queries';
import { measureSentenceBytes, renderSentenceBytes } from './sentences';
import { measureStrokeMatcher, renderStrokeMatcher } from './stroke-matcher';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
export const settings = {
  durationS: option('duration', 20),
  connections: option('connections', 50),
  runs: option('runs', 3),
  lighthouseRuns: option('lighthouse-runs', 3),
  port: option('port', 3200),
};
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/kotonoha_bench';
const base = `http://localhost:${settings.port}`;

const BARE_APP = 'bench/bare-next';
const bareBase = `http://localhost:${settings.port + 1}`;

// `--review-queries-only` and `--stroke-matcher-only`: one section of bench/results.md measured again and written
// in place of the section a full run writes (no build, no server).
const REVIEW_MARK = '<!-- review-queries -->';
const STROKES_MARK = '<!-- stroke-matcher -->';
const SENTENCES_MARK = '<!-- sentences -->';
function writeSection(mark: string, section: string) {
  const current = existsSync('bench/results.md') ? readFileSync('bench/results.md', 'utf8') : '';
  const [before, , after = ''] = current.split(mark);
  writeFileSync(
    'bench/results.md',
    current.includes(mark)
      ? `${before}${mark}\n${section}${mark}${after}`
      : `${current.trimEnd()}\n\n${mark}\n${section}${mark}\n`,
  );
}
if (args.includes('--review-queries-only')) {
  const section = renderReviewQueries(await measureReviewQueries(databaseUrl));
  console.log(section);
  writeSection(REVIEW_MARK, section);
  process.exit(0);
}
if (args.includes('--stroke-matcher-only')) {
  const section = renderStrokeMatcher(await measureStrokeMatcher());
  console.log(section);
  writeSection(STROKES_MARK, section);
  process.exit(0);
}

if (args.includes('--sentences-only')) {
  const section = renderSentenceBytes(measureSentenceBytes());
  console.log(section);
  writeSection(SENTENCES_MARK, section);
  process.exit(0);
}

if (args.includes('--lighthouse-only')) {
  await lighthouseOnly({ args, port: settings.port, runs: settings.lighthouseRuns, databaseUrl, bareApp: BARE_APP });
  process.exit(0);
}

if (!args.includes('--skip-build')) {
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: base } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundles = firstLoadBundles();
const server = spawn(
  'node',
  ['--import', 'tsx', 'scripts/run-with-database.ts', 'next', 'start', '-p', String(settings.port)],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    // The login target sends each request from another client address in X-Forwarded-For, as a proxy in front
    // would: trusted here so that the per-address limits stay out of the figure (fixtures.ts, loginRequest).
    env: { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: base, TRUSTED_PROXY_HOPS: '1' },
  },
);
let bareServer: ReturnType<typeof spawn> | undefined;
try {
  await waitForServer(`${base}/api/build-id`);
  const fixtures = await prepareFixtures({ base, databaseUrl });
  const targets = fixtures.loadTargets;

  // The bare app is built now: its size-matched pages are as large as our content pages are today.
  const contentTargets = targets.filter((target) => target.kind === 'content');
  const sizes = await Promise.all(contentTargets.map((target) => pageBytes(target.request)));
  const bareBuild = spawnSync('npx', ['next', 'build', BARE_APP], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SIZED_PAGES: sizes.map((size) => size.total).join(',') },
  });
  if (bareBuild.status !== 0) process.exit(bareBuild.status ?? 1);
  const bareBundles = firstLoadBundles(BARE_APP);
  bareServer = spawn('node', ['node_modules/next/dist/bin/next', 'start', BARE_APP, '-p', String(settings.port + 1)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(`${bareBase}/`);
  const bare = {
    static: { url: `${bareBase}/` },
    dynamic: { url: `${bareBase}/dynamic` },
    sized: sizes.map((size) => ({ url: `${bareBase}/sized/${size.total}` })),
  };
  const bareSizes = await Promise.all(bare.sized.map((request) => pageBytes(request)));

  // Every page, ours and the bare references, once per round (see measureInRounds), so that a page and the
  // reference it is held against are measured minutes apart at most; then the per-request ones at 1.
  const manyRequests = [...targets.map((t) => t.request), bare.static, bare.dynamic, ...bare.sized];
  const serverCpu = serverCpuReader(
    new Map([
      [settings.port, server.pid],
      [settings.port + 1, bareServer.pid],
    ]),
  );
  const many = await measureInRounds(
    manyRequests,
    settings,
    (round) =>
      console.log(`load: round ${round} of ${settings.runs}, every page at ${settings.connections} connections`),
    serverCpu,
  );
  const perRequest = targets.filter((target) => target.kind === 'dynamic' || target.kind === 'reference');
  const one = await measureInRounds(
    [...perRequest.map((t) => t.request), bare.dynamic],
    { ...settings, connections: 1 },
    (round) => console.log(`load: round ${round} of ${settings.runs}, dynamic pages at 1 connection`),
  );

  const load = targets.map((target, i) => {
    const sizedIndex = contentTargets.indexOf(target);
    return {
      target,
      many: many[i]!,
      one: perRequest.includes(target) ? one[perRequest.indexOf(target)] : undefined,
      bytes: sizedIndex >= 0 ? sizes[sizedIndex] : undefined,
      sized:
        sizedIndex >= 0
          ? { figures: many[targets.length + 2 + sizedIndex]!, bytes: bareSizes[sizedIndex]! }
          : undefined,
    };
  });

  const lighthouse: { name: string; path: string; figures: LighthouseFigures }[] = [];
  console.log('lighthouse: bare Next.js page (machine reference)');
  const bareLighthouse = audit(`${bareBase}/`, settings.lighthouseRuns);
  for (const page of fixtures.lighthousePages) {
    console.log(`lighthouse: ${page.name}`);
    lighthouse.push({ ...page, figures: audit(`${base}${page.path}`, settings.lighthouseRuns) });
  }

  const report = renderReport({
    settings,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    seeded: fixtures.description,
    bundles,
    load,
    lighthouse,
    reference: {
      firstLoadKb: bareBundles.find((bundle) => bundle.route === '/')?.gzipKb ?? NaN,
      staticLoad: many[targets.length]!,
      dynamicLoad: many[targets.length + 1]!,
      dynamicOne: one.at(-1)!,
      lighthouse: bareLighthouse,
    },
  });
  console.log('review queries: 1,000,000 review cards, one learner with 100,000');
  const reviewSection = renderReviewQueries(await measureReviewQueries(databaseUrl));
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.md', `${report.trimEnd()}\n\n${REVIEW_MARK}\n${reviewSection}${REVIEW_MARK}\n`);
  console.log('stroke matcher: every stroke of 97 kanji in Chromium at 4× CPU slowdown');
  writeSection(STROKES_MARK, renderStrokeMatcher(await measureStrokeMatcher()));
  writeSection(SENTENCES_MARK, renderSentenceBytes(measureSentenceBytes()));
  console.log(report);
} finally {
  server.kill('SIGTERM');
  bareServer?.kill('SIGTERM');
}
