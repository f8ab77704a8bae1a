/**
 * How long the stroke matcher (features/writing/stroke-matcher.ts) takes to judge one stroke in the browser,
 * with Chromium's CPU slowed down 4× as Lighthouse's mobile preset does: a pad must answer before the next frame
 * (16 ms). Every stroke of the N5 kanji and of the ten kanji with the most strokes (up to 29), drawn by a
 * simulated hand with 80 pointer events; the first stroke of each kanji also prepares the kanji's model, so it
 * is reported apart. `npm run bench -- --stroke-matcher-only` runs just this.
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { seededRandom } from '@/features/exam/random';
import type { KanjiStrokes } from '@/features/writing/stroke-data';
import { flattenPath, type Point } from '@/features/writing/svg-path';
import type * as StrokeMatcherModule from '@/features/writing/stroke-matcher';
import { handDrawn, readStrokes } from '../../tests/unit/support/kanji-strokes';

export interface StrokeMatcherFigures {
  strokes: number;
  kanji: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  firstStrokeMaxMs: number;
  slowestKanji: string;
}

const kanjiOfSet = (level: string) =>
  (
    JSON.parse(readFileSync(`content/generated/kanji/${level}.json`, 'utf8')) as {
      units: { items: { kanji: string; strokes: number }[] }[];
    }
  ).units.flatMap((unit) => unit.items);

function sampleKanji(): string[] {
  const all = ['n5', 'n4', 'n3', 'n2', 'n1'].flatMap(kanjiOfSet);
  const heaviest = [...all].sort((a, b) => b.strokes - a.strokes).slice(0, 10);
  return [...new Set([...kanjiOfSet('n5'), ...heaviest].map((item) => item.kanji))];
}

declare global {
  interface Window {
    StrokeMatcher: typeof StrokeMatcherModule;
  }
}

export async function measureStrokeMatcher(): Promise<StrokeMatcherFigures> {
  const bundle = await build({
    entryPoints: ['features/writing/stroke-matcher.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'StrokeMatcher',
    write: false,
    minify: true,
  });
  const random = seededRandom(7);
  const files: KanjiStrokes[] = sampleKanji().map(readStrokes);
  const hands: Point[][][] = files.map((file) =>
    file.strokes.map((d) => handDrawn(flattenPath(d), { jitter: 1.5, shift: [2, -2], events: 80 }, random)),
  );
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timings = await page.evaluate(
      ({ files, hands }) => {
        const { kanjiModel, judgeStroke } = window.StrokeMatcher;
        const out: { kanji: string; stroke: number; ms: number }[] = [];
        // Twice: the first pass lets the engine compile the matcher, as a learner's first strokes would.
        for (const pass of [0, 1]) {
          files.forEach((file, k) => {
            const model = kanjiModel(file);
            hands[k].forEach((drawn, next) => {
              const start = performance.now();
              judgeStroke(drawn, model, next, hands[k].slice(0, next));
              const ms = performance.now() - start;
              if (pass === 1) out.push({ kanji: file.kanji, stroke: next, ms });
            });
          });
        }
        return out;
      },
      { files, hands },
    );
    const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
    const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
    return {
      strokes: timings.length,
      kanji: files.length,
      medianMs: at(0.5),
      p95Ms: at(0.95),
      maxMs: sorted[sorted.length - 1],
      firstStrokeMaxMs: Math.max(...timings.filter((t) => t.stroke === 0).map((t) => t.ms)),
      slowestKanji: `${slowest.kanji} stroke ${slowest.stroke + 1}`,
    };
  } finally {
    await browser.close();
  }
}

export function renderStrokeMatcher(f: StrokeMatcherFigures): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return [
    '## Stroke matcher in the browser (4× CPU slowdown)',
    '',
    `${f.strokes} strokes of ${f.kanji} kanji (the N5 kanji and the ten with the most strokes), each judged with`,
    'the strokes drawn before it; target: under 16 ms a stroke (one frame).',
    '',
    '| median | p95 | slowest | slowest first stroke (prepares the kanji) |',
    '| --- | --- | --- | --- |',
    `| ${ms(f.medianMs)} | ${ms(f.p95Ms)} | ${ms(f.maxMs)} (${f.slowestKanji}) | ${ms(f.firstStrokeMaxMs)} |`,
    '',
  ].join('\n');
}
