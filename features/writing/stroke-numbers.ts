/**
 * Where a stroke-order drawing writes each stroke's number: near the stroke's start, where the pen goes down,
 * on a spot clear of every stroke's ink and of the numbers already placed. Pure; coordinates are KanjiVG's
 * 109 × 109 box.
 */
import { STROKE_BOX } from './stroke-data';
import { flattenPath, resample, type Point } from './svg-path';

/** How far from the ink a number's centre should be (half a number's height plus half the pen's width). */
export const INK_CLEARANCE = 5.5;
/** How far apart two numbers' centres should be so that they read as two. */
export const NUMBER_SPACING = 9;
/** A number's centre stays this far inside the box, so that a whole number shows. */
const MARGIN = 5;
/** Distances from the start tried in turn: close enough to belong to the stroke. */
const RADII = [7, 9.5, 12];
/** Directions tried in turn, as angles from the stroke's own direction: behind the start first, then aside. */
const ANGLES = [180, 135, -135, 90, -90, 45, -45, 0].map((degrees) => (degrees * Math.PI) / 180);
/** Points per stroke when measuring the clearance from ink (a KanjiVG stroke is at most ~100 long). */
const SAMPLES = 32;

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function nearest(point: Point, others: readonly Point[]): number {
  let best = Infinity;
  for (const other of others) best = Math.min(best, distance(point, other));
  return best;
}

/** The unit vector of the stroke's first few units: which way the pen sets off. */
function direction(points: readonly Point[]): Point {
  const start = points[0];
  const ahead = points.find((point) => distance(point, start) >= 4) ?? points.at(-1) ?? start;
  const length = distance(ahead, start);
  return length === 0 ? [1, 0] : [(ahead[0] - start[0]) / length, (ahead[1] - start[1]) / length];
}

/** The centre of each stroke's number, in stroke order. */
export function strokeNumberPositions(strokes: readonly string[]): Point[] {
  const paths = strokes.map((d) => flattenPath(d));
  const ink = paths.flatMap((points) => (points.length > 1 ? resample(points, SAMPLES) : points));
  const placed: Point[] = [];
  for (const points of paths) {
    const start = points[0] ?? [STROKE_BOX / 2, STROKE_BOX / 2];
    const [dx, dy] = direction(points);
    let best: { point: Point; fit: number } | null = null;
    for (const radius of RADII) {
      for (const angle of ANGLES) {
        const cos = Math.cos(angle);
        const sin = Math.sin(angle);
        const point: Point = [start[0] + radius * (dx * cos - dy * sin), start[1] + radius * (dx * sin + dy * cos)];
        if (point[0] < MARGIN || point[0] > STROKE_BOX - MARGIN) continue;
        if (point[1] < MARGIN || point[1] > STROKE_BOX - MARGIN) continue;
        // 1 when clear of ink and of other numbers; below 1 by the worse of the two shortfalls.
        const fit = Math.min(1, nearest(point, ink) / INK_CLEARANCE, nearest(point, placed) / NUMBER_SPACING);
        if (!best || fit > best.fit) best = { point, fit };
        if (fit >= 1) break;
      }
      if (best && best.fit >= 1) break;
    }
    const position: Point = best?.point ?? [
      Math.min(STROKE_BOX - MARGIN, Math.max(MARGIN, start[0])),
      Math.min(STROKE_BOX - MARGIN, Math.max(MARGIN, start[1])),
    ];
    placed.push(position);
  }
  return placed;
}
