'use client';

import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { STROKE_BOX } from '../stroke-data';
import { strokeNumberPositions } from '../stroke-numbers';
import type { PlayerState } from '../stroke-player';
import { flattenPath, polylineLength } from '../svg-path';

/** Milliseconds per unit of stroke length (the box is 109 wide): a long stroke takes longer, as by hand. */
const MS_PER_UNIT = 9;
const MIN_STROKE_MS = 280;
/** The pen's lift between two strokes. */
const LIFT_MS = 160;

function strokeDuration(d: string): number {
  return Math.max(MIN_STROKE_MS, Math.round(polylineLength(flattenPath(d)) * MS_PER_UNIT));
}

/**
 * The stroke being drawn: its dash grows from the start of the path to its end (the path runs the way the
 * stroke is written). `pathLength` = 1 makes the dash a fraction of the stroke whatever its real length.
 */
function DrawingStroke({ d, paused, onDrawn }: { d: string; paused: boolean; onDrawn: () => void }) {
  const ref = useRef<SVGPathElement>(null);
  const animation = useRef<Animation | null>(null);
  const drawn = useEffectEvent(onDrawn);
  useEffect(() => {
    const path = ref.current;
    if (!path) return;
    const running = path.animate([{ strokeDashoffset: 1 }, { strokeDashoffset: 0 }], {
      duration: strokeDuration(d),
      delay: LIFT_MS,
      easing: 'ease-in-out',
      fill: 'forwards',
    });
    running.onfinish = () => drawn();
    animation.current = running;
    return () => running.cancel();
  }, [d]);
  useEffect(() => {
    const running = animation.current;
    if (paused) running?.pause();
    else if (running?.playState === 'paused') running.play();
  }, [paused]);
  // A gap twice the stroke's length: no second dash can show at the far end before the stroke is drawn.
  return (
    <path ref={ref} d={d} pathLength={1} strokeDasharray="1 2" strokeDashoffset={1} className="text-primary-500" />
  );
}

/**
 * The kanji's strokes in a 109 × 109 drawing: the whole kanji faint underneath, the strokes shown in ink (the
 * last one added in the accent colour while the kanji is incomplete), the one being drawn growing, and the
 * number of each shown stroke near where it starts.
 */
export function StrokeOrderDrawing({
  strokes,
  player,
  label,
  onDrawn,
}: {
  strokes: readonly string[];
  player: PlayerState;
  label: string;
  onDrawn: () => void;
}) {
  const numbers = useMemo(() => strokeNumberPositions(strokes), [strokes]);
  const { done, mode, total } = player;
  const drawing = mode === 'still' ? null : done;
  const shown = drawing === null ? done : done + 1;
  const latest = shown < total ? shown - 1 : -1;
  return (
    <svg
      viewBox={`0 0 ${STROKE_BOX} ${STROKE_BOX}`}
      role="img"
      aria-label={label}
      className="absolute inset-0 size-full"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-testid="stroke-order-drawing"
      data-shown={shown}
    >
      {/* The guide lines of a practice square. */}
      <g className="text-line" strokeWidth={0.6} strokeDasharray="2 2">
        <path d={`M${STROKE_BOX / 2} 0V${STROKE_BOX}M0 ${STROKE_BOX / 2}H${STROKE_BOX}`} />
      </g>
      <g className="text-line" strokeWidth={3}>
        {strokes.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </g>
      <g className="text-fg" strokeWidth={3.2}>
        {strokes.slice(0, done).map((d, index) => (
          <path key={index} d={d} data-stroke="drawn" className={index === latest ? 'text-primary-500' : undefined} />
        ))}
        {drawing !== null && drawing < total ? (
          <DrawingStroke key={drawing} d={strokes[drawing]} paused={mode === 'paused'} onDrawn={onDrawn} />
        ) : null}
      </g>
      {/* A halo in the box's colour keeps a number readable where it meets a stroke. */}
      <g
        className="fill-muted text-surface"
        strokeWidth={2.4}
        fontSize={8}
        fontWeight={600}
        textAnchor="middle"
        dominantBaseline="central"
        style={{ paintOrder: 'stroke' }}
        aria-hidden
      >
        {numbers.slice(0, shown).map(([x, y], index) => (
          <text
            key={index}
            x={x.toFixed(1)}
            y={y.toFixed(1)}
            className={index === shown - 1 && shown < total ? 'fill-accent' : undefined}
          >
            {index + 1}
          </text>
        ))}
      </g>
    </svg>
  );
}
