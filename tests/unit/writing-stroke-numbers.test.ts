import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STROKE_BOX, strokeFileName, STROKES_DIRECTORY, type KanjiStrokes } from '@/features/writing/stroke-data';
import { INK_CLEARANCE, NUMBER_SPACING, strokeNumberPositions } from '@/features/writing/stroke-numbers';
import { flattenPath, type Point } from '@/features/writing/svg-path';

function strokesOf(kanji: string): string[] {
  const file = path.join(process.cwd(), 'public', STROKES_DIRECTORY, strokeFileName(kanji));
  return (JSON.parse(readFileSync(file, 'utf8')) as KanjiStrokes).strokes;
}

const gap = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('stroke numbers', () => {
  // Simple, crowded and very crowded kanji.
  it.each(['日', '木', '書', '曜', '鬱'])('%s: one number per stroke, near its start, inside the box', (kanji) => {
    const strokes = strokesOf(kanji);
    const numbers = strokeNumberPositions(strokes);
    expect(numbers).toHaveLength(strokes.length);
    numbers.forEach((number, index) => {
      expect(gap(number, flattenPath(strokes[index])[0])).toBeLessThanOrEqual(12.5);
      for (const value of number) {
        expect(value).toBeGreaterThanOrEqual(5);
        expect(value).toBeLessThanOrEqual(STROKE_BOX - 5);
      }
    });
  });

  it.each(['日', '木', '書', '右', '必'])('%s: every number clear of the ink and of the other numbers', (kanji) => {
    const strokes = strokesOf(kanji);
    const ink = strokes.flatMap((d) => flattenPath(d));
    const numbers = strokeNumberPositions(strokes);
    numbers.forEach((number, index) => {
      expect(Math.min(...ink.map((point) => gap(point, number)))).toBeGreaterThanOrEqual(INK_CLEARANCE - 0.5);
      const others = numbers.filter((_, other) => other !== index);
      expect(Math.min(...others.map((other) => gap(other, number)))).toBeGreaterThanOrEqual(NUMBER_SPACING - 0.5);
    });
  });

  it('puts a horizontal stroke’s number before its start, not on the stroke (一)', () => {
    const [stroke] = strokesOf('一');
    const [start] = flattenPath(stroke);
    const [number] = strokeNumberPositions([stroke]);
    expect(number[0]).toBeLessThan(start[0]);
  });
});
