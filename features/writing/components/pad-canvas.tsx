'use client';

import type { ComponentProps, Ref } from 'react';
import { cn } from '@/lib/utils/cn';
import { STROKE_BOX } from '../stroke-data';
import type { Point } from '../svg-path';

const MIDDLE = STROKE_BOX / 2;
const toPoints = (points: readonly Point[]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** The square of a practice sheet: a frame and the dashed cross that helps place each stroke. */
function Guides() {
  return (
    <g className="text-line-strong" stroke="currentColor" strokeWidth={0.5} strokeDasharray="2 2" fill="none">
      <line x1={MIDDLE} y1={0} x2={MIDDLE} y2={STROKE_BOX} />
      <line x1={0} y1={MIDDLE} x2={STROKE_BOX} y2={MIDDLE} />
    </g>
  );
}

export interface PadCanvasProps extends ComponentProps<'svg'> {
  /** KanjiVG's path of every stroke, in writing order. */
  paths: string[];
  /** Strokes already in: accepted ones are drawn in ink, revealed ones in the accent colour. */
  done: number;
  revealed: readonly number[];
  showModel: boolean;
  /** The stroke to hint (drawn pulsing, with a dot where it starts), if any. */
  hint: { path: string; start: Point } | null;
  /** The last refused stroke, shown in the error colour until it fades. */
  refused: { points: readonly Point[]; fading: boolean } | null;
  inkRef: Ref<SVGPolylineElement>;
}

/** The drawing surface: guides, the faint model, the strokes written so far, a hint, a refused stroke, live ink. */
export function PadCanvas({
  paths,
  done,
  revealed,
  showModel,
  hint,
  refused,
  inkRef,
  className,
  ...props
}: PadCanvasProps) {
  const line = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  return (
    <svg
      viewBox={`0 0 ${STROKE_BOX} ${STROKE_BOX}`}
      // touch-none: a finger on the pad draws instead of scrolling or zooming the page.
      className={cn('block aspect-square w-full touch-none select-none', className)}
      {...props}
    >
      <Guides />
      {showModel && (
        <g className="text-line-strong" {...line} strokeWidth={3}>
          {paths.map((d, i) => (
            <path key={i} d={d} />
          ))}
        </g>
      )}
      <g {...line} strokeWidth={4}>
        {paths.slice(0, done).map((d, i) => (
          <path key={i} d={d} className={revealed.includes(i) ? 'text-primary-600' : 'text-fg'} />
        ))}
      </g>
      {hint && (
        <g className="text-primary-500 motion-safe:animate-pulse" data-hint="">
          <path d={hint.path} {...line} strokeWidth={4} strokeDasharray="6 4" />
          <circle cx={hint.start[0]} cy={hint.start[1]} r={3.5} fill="currentColor" />
        </g>
      )}
      {refused && (
        <polyline
          points={toPoints(refused.points)}
          {...line}
          strokeWidth={4}
          className={cn('text-danger transition-opacity duration-500', refused.fading && 'opacity-0')}
        />
      )}
      <polyline ref={inkRef} points="" {...line} strokeWidth={4} className="text-fg" />
    </svg>
  );
}
