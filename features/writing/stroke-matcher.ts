/**
 * Judges one stroke a learner drew against the kanji's model (KanjiVG's strokes, in writing order).
 *
 * A stroke is accepted when it is the due stroke, drawn in its direction, with roughly its shape and roughly in
 * its place. Both curves are resampled to the same number of evenly spaced points, so the speed and the number of
 * pointer events do not matter, and compared point by point:
 * - place: the mean distance between matching points, in the 109-unit box (a learner's stroke may sit a few units
 *   off, as on paper);
 * - shape: the same distance once both curves are moved onto their own centre, relative to the stroke's length, so
 *   a stroke drawn a little off keeps its shape but a hook, a bend or a turn the other way does not.
 * A drawn stroke that fits better backwards is "reversed"; one that fits a later stroke better than the due one is
 * "wrong order". Pure and allocation-light: it runs on every pointer-up, also on slow phones.
 */
import { flattenPath, polylineLength, resample, type Point } from './svg-path';
import type { KanjiStrokes } from './stroke-data';

export type StrokeMiss = 'too-short' | 'reversed' | 'wrong-order' | 'wrong-shape' | 'wrong-place';
export type StrokeVerdict = { accepted: true } | { accepted: false; reason: StrokeMiss };

export interface KanjiModel {
  kanji: string;
  /** Each stroke as a polyline in the 109 box, in writing order. */
  strokes: Point[][];
}

/** Points per curve when comparing: enough for KanjiVG's most bent strokes (乙, 九), cheap to compare. */
const SAMPLES = 32;
/**
 * How far (mean distance, box units) a stroke may sit from the model's, once the kanji's own offset is allowed
 * for: up to a seventh of the box for a long stroke, less for a dot, whose neighbours are close.
 */
const placeTolerance = (length: number) => Math.min(16, Math.max(10, 6 + 0.3 * length));
/** How far its shape may differ: a share of the model stroke's length, within bounds (box units). */
const shapeTolerance = (length: number) => Math.min(12, Math.max(5, 0.15 * length));
/** A stroke shorter than this share of the model's (or than 2 units: a tap) is not a stroke yet. */
const MIN_LENGTH_SHARE = 0.3;
const MIN_LENGTH = 2;
/** The due stroke is accepted unless another stroke fits it clearly better: its badness under 0.8 times the due one's. */
const CLEARLY_BETTER_INVERSE = 1 / 0.8;

export function kanjiModel(data: KanjiStrokes): KanjiModel {
  return { kanji: data.kanji, strokes: data.strokes.map(flattenPath) };
}

interface Curve {
  points: Point[];
  centre: Point;
  centred: Point[];
  length: number;
}

function centroid(points: readonly Point[]): Point {
  let cx = 0;
  let cy = 0;
  for (const [x, y] of points) {
    cx += x;
    cy += y;
  }
  return [cx / points.length, cy / points.length];
}

function curve(points: readonly Point[]): Curve {
  const sampled = resample(points, SAMPLES);
  const [cx, cy] = centroid(sampled);
  return {
    points: sampled,
    centre: [cx, cy],
    centred: sampled.map(([x, y]) => [x - cx, y - cy] as const),
    length: polylineLength(points),
  };
}

function meanDistance(a: readonly Point[], b: readonly Point[], reversed = false): number {
  let sum = 0;
  const last = a.length - 1;
  for (let i = 0; i <= last; i++) {
    const [ax, ay] = a[reversed ? last - i : i];
    sum += Math.hypot(ax - b[i][0], ay - b[i][1]);
  }
  return sum / a.length;
}

interface Fit {
  place: number;
  shape: number;
  placeTolerance: number;
  shapeTolerance: number;
}

function fit(drawn: Curve, model: Curve, reversed = false): Fit {
  return {
    place: meanDistance(drawn.points, model.points, reversed),
    shape: meanDistance(drawn.centred, model.centred, reversed),
    placeTolerance: placeTolerance(model.length),
    shapeTolerance: shapeTolerance(model.length),
  };
}

/**
 * The drawn stroke runs from its start towards its end like the model's (their start-to-end vectors less than a
 * right angle apart). Shape alone misses this on a dot, whose backwards twin is almost the same little line.
 */
function headsSameWay(drawn: Curve, model: Curve): boolean {
  const [a, b] = [drawn.points[0], drawn.points[SAMPLES - 1]];
  const [c, d] = [model.points[0], model.points[SAMPLES - 1]];
  return (b[0] - a[0]) * (d[0] - c[0]) + (b[1] - a[1]) * (d[1] - c[1]) > 0;
}

const fitsShape = (f: Fit) => f.shape <= f.shapeTolerance;
const fits = (f: Fit) => fitsShape(f) && f.place <= f.placeTolerance;
/** One number to rank fits by, in box units: a stroke that sits and bends like the drawing ranks first. */
const badness = (f: Fit) => f.place + f.shape;

// The model's resampled curves, computed once per model (a kanji's strokes are judged many times).
const modelCurves = new WeakMap<KanjiModel, Curve[]>();
function curvesOf(model: KanjiModel): Curve[] {
  let curves = modelCurves.get(model);
  if (!curves) {
    curves = model.strokes.map(curve);
    modelCurves.set(model, curves);
  }
  return curves;
}

/**
 * Where the learner's kanji sits against the model: the mean offset of the strokes already accepted (as drawn,
 * in order, from the first). A kanji written a little to the left is judged as if it were in place, so in a dense
 * kanji a stroke is compared with its neighbours where the learner put them.
 */
function handOffset(drawnBefore: readonly (readonly Point[])[], curves: readonly Curve[]): Point {
  let dx = 0;
  let dy = 0;
  let count = 0;
  for (let i = 0; i < drawnBefore.length && i < curves.length; i++) {
    const drawn = drawnBefore[i];
    if (drawn.length === 0) continue;
    const [x, y] = centreOf(drawn);
    const [mx, my] = curves[i].centre;
    dx += x - mx;
    dy += y - my;
    count++;
  }
  return count === 0 ? [0, 0] : [dx / count, dy / count];
}

// The centre of each stroke already drawn, kept while the learner's stroke array lives: the pad passes the same
// arrays stroke after stroke, so a 29-stroke kanji does not resample its first strokes 28 times.
const drawnCentres = new WeakMap<readonly Point[], Point>();
function centreOf(drawn: readonly Point[]): Point {
  let centre = drawnCentres.get(drawn);
  if (!centre) {
    centre = centroid(resample(drawn, SAMPLES));
    drawnCentres.set(drawn, centre);
  }
  return centre;
}

/**
 * drawn: the learner's stroke in the 109 box; next: index of the stroke due now; drawnBefore: the learner's
 * strokes accepted so far, as drawn (an empty array for a stroke drawn for the learner), to allow for where the
 * learner's kanji sits.
 */
export function judgeStroke(
  drawn: readonly Point[],
  model: KanjiModel,
  next: number,
  drawnBefore: readonly (readonly Point[])[] = [],
): StrokeVerdict {
  const curves = curvesOf(model);
  const due = curves[next];
  if (!due) throw new Error(`${model.kanji} has no stroke ${next + 1}`);
  const [ox, oy] = handOffset(drawnBefore, curves);
  const stroke = curve(drawn.map(([x, y]) => [x - ox, y - oy] as const));
  if (stroke.length < Math.max(MIN_LENGTH, MIN_LENGTH_SHARE * due.length)) {
    return { accepted: false, reason: 'too-short' };
  }
  const forward = fit(stroke, due);
  const sameWay = headsSameWay(stroke, due);
  const backward = fit(stroke, due, true);
  // Another stroke of the kanji (one to come, or one written already) that the drawing fits clearly better.
  let other = Infinity;
  for (let i = 0; i < curves.length; i++) {
    if (i === next) continue;
    const f = fit(stroke, curves[i]);
    if (fits(f) && headsSameWay(stroke, curves[i])) other = Math.min(other, badness(f));
  }
  const dueBadness = sameWay && fits(forward) ? badness(forward) : Infinity;
  const backwardBadness = fitsShape(backward) && (fits(backward) || !sameWay) ? badness(backward) : Infinity;
  const isDue = dueBadness < Infinity && dueBadness <= CLEARLY_BETTER_INVERSE * other;
  if (isDue && dueBadness <= backwardBadness) return { accepted: true };
  if (backwardBadness < Infinity && backwardBadness <= other) return { accepted: false, reason: 'reversed' };
  if (other < Infinity) return { accepted: false, reason: 'wrong-order' };
  if (fitsShape(backward) && badness(backward) < badness(forward)) return { accepted: false, reason: 'reversed' };
  if (sameWay && fitsShape(forward)) return { accepted: false, reason: 'wrong-place' };
  return { accepted: false, reason: 'wrong-shape' };
}
