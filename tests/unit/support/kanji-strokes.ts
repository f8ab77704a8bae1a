// Reads the stroke files the content build wrote (public/strokes) and replays strokes the way a hand would draw
// them: with jitter, at an uneven speed, a little off the model. Shared by the matcher's tests and its bench.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STROKES_DIRECTORY, strokeFileName, type KanjiStrokes } from '@/features/writing/stroke-data';
import { resample, type Point } from '@/features/writing/svg-path';
import type { Random } from '@/features/exam/random';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));

export function readStrokes(kanji: string): KanjiStrokes {
  return JSON.parse(readFileSync(`${PUBLIC_DIR}${STROKES_DIRECTORY}/${strokeFileName(kanji)}`, 'utf8')) as KanjiStrokes;
}

export interface HandNoise {
  /** Largest random offset of each point, box units. */
  jitter: number;
  /** The whole stroke moved by this much. */
  shift: Point;
  /** The stroke drawn this much bigger or smaller, around its centre (1: as the model). */
  scale?: number;
  /** Pointer events along the stroke. */
  events: number;
}

/**
 * A stroke as pointer events would report it: `events` points along the model at an uneven pace (a hand starts
 * slowly and speeds up), each off by up to `jitter`, the whole stroke shifted.
 */
export function handDrawn(model: readonly Point[], noise: HandNoise, random: Random): Point[] {
  const even = resample(model, 200);
  const scale = noise.scale ?? 1;
  const cx = even.reduce((sum, [x]) => sum + x, 0) / even.length;
  const cy = even.reduce((sum, [, y]) => sum + y, 0) / even.length;
  return Array.from({ length: noise.events }, (_, i) => {
    const t = i / (noise.events - 1);
    const [x, y] = even[Math.round(t * t * (3 - 2 * t) * (even.length - 1))];
    const wobble = () => (random() * 2 - 1) * noise.jitter;
    return [
      cx + (x - cx) * scale + noise.shift[0] + wobble(),
      cy + (y - cy) * scale + noise.shift[1] + wobble(),
    ] as const;
  });
}
