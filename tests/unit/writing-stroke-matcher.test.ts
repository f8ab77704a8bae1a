import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/features/exam/random';
import { judgeStroke, kanjiModel, type KanjiModel } from '@/features/writing/stroke-matcher';
import { resample, type Point } from '@/features/writing/svg-path';
import { handDrawn, readStrokes } from './support/kanji-strokes';

// Every N5 kanji, every twelfth kanji of N4 → N1 (the set files' order) and the ten with the most strokes:
// 1 to 29 strokes, 261 kanji.
const levels = ['n5', 'n4', 'n3', 'n2', 'n1'];
const kanjiOf = (level: string) =>
  (
    JSON.parse(readFileSync(`content/generated/kanji/${level}.json`, 'utf8')) as {
      units: { items: { kanji: string; strokes: number }[] }[];
    }
  ).units.flatMap((unit) => unit.items);
const all = levels.flatMap(kanjiOf);
const mostStrokes = [...all].sort((a, b) => b.strokes - a.strokes).slice(0, 10);
const sample = new Set([
  ...kanjiOf('n5').map((item) => item.kanji),
  ...levels.slice(1).flatMap((level) =>
    kanjiOf(level)
      .filter((_, i) => i % 12 === 0)
      .map((item) => item.kanji),
  ),
  ...mostStrokes.map((item) => item.kanji),
]);
const models = [...sample].map((kanji) => kanjiModel(readStrokes(kanji)));
const random = seededRandom(20261128);
const shift = (most: number): Point => [(random() * 2 - 1) * most, (random() * 2 - 1) * most];

/**
 * Each kanji written once by a hand: the whole kanji up to 6 units off and each stroke up to 2 more, each point
 * jittered by up to 1.5, each stroke 10 % bigger or smaller, at an uneven pace with 6 to 80 pointer events.
 */
const offsets = models.map(() => shift(6));
const byHand = (points: readonly Point[], offset: Point) => {
  const [dx, dy] = shift(2);
  return handDrawn(
    points,
    {
      jitter: 1.5,
      shift: [offset[0] + dx, offset[1] + dy],
      scale: 0.9 + random() * 0.2,
      events: [6, 25, 80][Math.floor(random() * 3)],
    },
    random,
  );
};
const written = models.map((model, k) => model.strokes.map((points) => byHand(points, offsets[k])));
/** Every (model, due stroke) of the sample, with the hand's strokes before it, and a name for failure messages. */
const strokes = models.flatMap((model, k) =>
  model.strokes.map((points, next) => ({
    model,
    points,
    next,
    offset: offsets[k],
    hand: written[k][next],
    later: written[k][next + 1],
    before: written[k].slice(0, next),
  })),
);
/** Mean distance between two model strokes, point by point. */
const meanGap = (a: readonly Point[], b: readonly Point[]) => {
  const [ra, rb] = [resample(a, 32), resample(b, 32)];
  return ra.reduce((sum, [x, y], i) => sum + Math.hypot(x - rb[i][0], y - rb[i][1]), 0) / 32;
};
const name = (model: KanjiModel, next: number) => `${model.kanji} stroke ${next + 1}`;

describe('the stroke matcher over KanjiVG strokes', () => {
  it('samples at least a hundred kanji, from 1 to over 20 strokes', () => {
    expect(models.length).toBeGreaterThanOrEqual(100);
    expect(Math.min(...models.map((m) => m.strokes.length))).toBe(1);
    expect(Math.max(...models.map((m) => m.strokes.length))).toBeGreaterThan(20);
  });

  it('accepts every stroke replayed by a hand: jitter, an uneven pace, a little off and out of size', () => {
    const refused: string[] = [];
    for (const { model, next, hand, before } of strokes) {
      const verdict = judgeStroke(hand, model, next, before);
      if (!verdict.accepted) refused.push(`${name(model, next)}: ${verdict.reason}`);
    }
    expect(refused).toEqual([]);
  });

  it('accepts a kanji written in one place of the box, up to 6 units off, without its earlier strokes', () => {
    const refused: string[] = [];
    for (const { model, next, points } of strokes) {
      const verdict = judgeStroke(handDrawn(points, { jitter: 1, shift: shift(4), events: 25 }, random), model, next);
      if (!verdict.accepted) refused.push(`${name(model, next)}: ${verdict.reason}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses every stroke drawn backwards, and says so', () => {
    const wrong: string[] = [];
    for (const { model, hand, next, before } of strokes) {
      const verdict = judgeStroke([...hand].reverse(), model, next, before);
      if (verdict.accepted || verdict.reason !== 'reversed')
        wrong.push(`${name(model, next)}: ${JSON.stringify(verdict)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses the next stroke drawn before the due one', () => {
    const accepted: string[] = [];
    let twins = 0;
    for (const { model, next, later, before } of strokes) {
      if (!later) continue;
      // Two parallel strokes closer than the hand's own error (the middle and bottom lines of 量's 日 are 10 units apart) cannot be told apart
      // from one drawing: such pairs are counted, and must stay rare.
      if (meanGap(model.strokes[next], model.strokes[next + 1]) < 11) {
        twins++;
        continue;
      }
      if (judgeStroke(later, model, next, before).accepted) accepted.push(name(model, next));
    }
    expect(accepted).toEqual([]);
    expect(twins / strokes.length).toBeLessThan(0.05);
  });

  it('refuses a stroke already written drawn again in place of the due one', () => {
    const accepted: string[] = [];
    for (const { model, next, offset, before } of strokes) {
      if (next === 0) continue;
      const again = byHand(model.strokes[next - 1], offset);
      if (judgeStroke(again, model, next, before).accepted) accepted.push(name(model, next));
    }
    // Two strokes of one kanji can be the same mark in the same place only in theory; none is in the sample.
    expect(accepted).toEqual([]);
  });

  it('refuses a scribble over the box', () => {
    const accepted: string[] = [];
    for (const { model, next } of strokes) {
      const scribble = Array.from({ length: 30 }, () => [10 + random() * 89, 10 + random() * 89] as const);
      if (judgeStroke(scribble, model, next).accepted) accepted.push(name(model, next));
    }
    expect(accepted).toEqual([]);
  });

  it('names what is wrong: a tap, a stroke far from its place, a line for a hooked stroke', () => {
    const sun = kanjiModel(readStrokes('日'));
    expect(judgeStroke([[31, 25]], sun, 0)).toEqual({ accepted: false, reason: 'too-short' });
    // 日's first stroke (the left side, downwards), drawn 35 units to the right.
    expect(
      judgeStroke(
        sun.strokes[0].map(([x, y]) => [x + 35, y] as const),
        sun,
        0,
      ),
    ).toEqual({
      accepted: false,
      reason: 'wrong-place',
    });
    // 日's second stroke goes right, then down: a straight line along its top is not it.
    expect(
      judgeStroke(
        [
          [33, 26],
          [79, 23],
        ],
        sun,
        1,
      ),
    ).toEqual({ accepted: false, reason: 'wrong-shape' });
  });

  it('tells a later stroke drawn too early from a wrong one', () => {
    const three = kanjiModel(readStrokes('三'));
    expect(judgeStroke(three.strokes[1], three, 0)).toEqual({ accepted: false, reason: 'wrong-order' });
    expect(judgeStroke(three.strokes[0], three, 0)).toEqual({ accepted: true });
  });
});
