/**
 * Lighthouse (the npm CLI, mobile preset = its default: Moto G power emulation, simulated slow 4G) against
 * Debian's Chromium. Each figure is the median of several runs; every run is a new browser profile.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  /** Where the main thread's time went in the run with the median TBT (under Lighthouse's 4× CPU slowdown). */
  profile: MainThreadProfile;
}

export interface MainThreadProfile {
  /** ms per kind of work: script evaluation, parse & compile, style & layout, rendering, HTML, GC, other. */
  groups: Record<string, number>;
  /** The scripts that cost the most (evaluation + parse/compile), ms. */
  scripts: { url: string; ms: number }[];
  /** Main-thread tasks over 50 ms, and their longest, ms. */
  longTasks: { count: number; longestMs: number };
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined>;
}

function profileOf(report: LighthouseReport): MainThreadProfile {
  const items = (key: string) => report.audits[key]?.details?.items ?? [];
  const groups: Record<string, number> = {};
  for (const item of items('mainthread-work-breakdown'))
    groups[String(item.group)] = Math.round(Number(item.duration) || 0);
  const scripts = items('bootup-time')
    .map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
      ms: Math.round((Number(item.scripting) || 0) + (Number(item.scriptParseCompile) || 0)),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  const tasks = items('long-tasks').map((item) => Number(item.duration) || 0);
  return { groups, scripts, longTasks: { count: tasks.length, longestMs: Math.round(Math.max(0, ...tasks)) } };
}

function runOnce(url: string): LighthouseReport {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kotonoha-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    const result = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${result.status})`);
    return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART) on these machines; such a run is thrown away
 * and made again (at most twice), so every median still has `runs` real measurements.
 */
function runWithRetries(url: string): LighthouseReport {
  for (let attempt = 1; ; attempt++) {
    try {
      return runOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${(error as Error).message}; running it again`);
    }
  }
}

export function audit(url: string, runs: number): LighthouseFigures {
  const reports = Array.from({ length: runs }, () => runWithRetries(url));
  const score = (key: string) => median(reports.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100)));
  const metric = (key: string) => median(reports.map((r) => r.audits[key]?.numericValue ?? NaN));
  const tbtOf = (r: LighthouseReport) => r.audits['total-blocking-time']?.numericValue ?? 0;
  const medianRun = [...reports].sort((a, b) => tbtOf(a) - tbtOf(b))[Math.floor(reports.length / 2)]!;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    runs,
    profile: profileOf(medianRun),
  };
}
