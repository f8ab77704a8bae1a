/**
 * Turns the path data of a KanjiVG stroke (`M31.5,24.5c1.12,1.12,…`) into points along the stroke. KanjiVG
 * writes its strokes with move, cubic and smooth-cubic commands (and now and then lines); this reads every
 * command of SVG path data but arcs, which KanjiVG does not use. Pure: the content build and the tests use it.
 */
export type Point = readonly [x: number, y: number];

const COMMAND = /([MmLlHhVvCcSsQqTtZz])([^MmLlHhVvCcSsQqTtZzAa]*)/g;
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
/** Points per cubic segment before resampling: KanjiVG's segments are short, 16 keeps curves smooth. */
const CURVE_STEPS = 16;

function cubic(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

/** The stroke as a polyline, in the path's own coordinates (KanjiVG: a 109 × 109 box). */
export function flattenPath(d: string): Point[] {
  if (/[Aa]/.test(d)) throw new Error(`Arcs are not supported in path data: ${d}`);
  const points: Point[] = [];
  let current: Point = [0, 0];
  let start: Point = [0, 0];
  let lastControl: Point | null = null;
  for (const [, command, args] of d.matchAll(COMMAND)) {
    const values = (args.match(NUMBER) ?? []).map(Number);
    const relative = command === command.toLowerCase();
    const at = (x: number, y: number): Point => (relative ? [current[0] + x, current[1] + y] : [x, y]);
    const upper = command.toUpperCase();
    if (upper === 'Z') {
      points.push(start);
      current = start;
      lastControl = null;
      continue;
    }
    const arity = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2 }[upper] ?? 2;
    for (let i = 0; i + arity <= values.length; i += arity) {
      const v = values.slice(i, i + arity);
      if (upper === 'M' || upper === 'L' || upper === 'T') {
        current = at(v[0], v[1]);
        if (upper === 'M' && i === 0) start = current;
        points.push(current);
        lastControl = null;
      } else if (upper === 'H' || upper === 'V') {
        current =
          upper === 'H'
            ? [relative ? current[0] + v[0] : v[0], current[1]]
            : [current[0], relative ? current[1] + v[0] : v[0]];
        points.push(current);
        lastControl = null;
      } else {
        // C and S are cubics; Q is drawn as the cubic with the same shape.
        const from = current;
        let c1: Point;
        let c2: Point;
        let end: Point;
        if (upper === 'C') {
          [c1, c2, end] = [at(v[0], v[1]), at(v[2], v[3]), at(v[4], v[5])];
        } else if (upper === 'S') {
          c1 = lastControl ? [2 * from[0] - lastControl[0], 2 * from[1] - lastControl[1]] : from;
          [c2, end] = [at(v[0], v[1]), at(v[2], v[3])];
        } else {
          const q = at(v[0], v[1]);
          end = at(v[2], v[3]);
          c1 = [from[0] + (2 / 3) * (q[0] - from[0]), from[1] + (2 / 3) * (q[1] - from[1])];
          c2 = [end[0] + (2 / 3) * (q[0] - end[0]), end[1] + (2 / 3) * (q[1] - end[1])];
        }
        for (let step = 1; step <= CURVE_STEPS; step++) points.push(cubic(from, c1, c2, end, step / CURVE_STEPS));
        current = end;
        lastControl = c2;
      }
    }
  }
  return points;
}

/** Total length of a polyline. */
export function polylineLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    length += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  }
  return length;
}

/** `count` points evenly spaced along a polyline, first and last included (count ≥ 2). */
export function resample(points: readonly Point[], count: number): Point[] {
  if (points.length === 0) return [];
  const total = polylineLength(points);
  if (total === 0) return Array.from({ length: count }, () => points[0]);
  const step = total / (count - 1);
  const out: Point[] = [points[0]];
  let segment = 1;
  let walked = 0; // length along the polyline up to points[segment - 1]
  for (let i = 1; i < count - 1; i++) {
    const target = i * step;
    while (segment < points.length) {
      const [ax, ay] = points[segment - 1];
      const [bx, by] = points[segment];
      const length = Math.hypot(bx - ax, by - ay);
      if (walked + length >= target && length > 0) {
        const t = (target - walked) / length;
        out.push([ax + t * (bx - ax), ay + t * (by - ay)]);
        break;
      }
      walked += length;
      segment++;
    }
  }
  out.push(points[points.length - 1]);
  return out;
}
