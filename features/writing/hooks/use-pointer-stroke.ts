'use client';

import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { STROKE_BOX } from '../stroke-data';
import type { Point } from '../svg-path';

type SvgPointer = ReactPointerEvent<SVGSVGElement>;

/** Where a pointer is in the pad's 109 box, whatever size the pad is drawn at. */
function toBox(svg: SVGSVGElement, event: { clientX: number; clientY: number }): Point {
  const rect = svg.getBoundingClientRect();
  return [
    ((event.clientX - rect.left) / rect.width) * STROKE_BOX,
    ((event.clientY - rect.top) / rect.height) * STROKE_BOX,
  ];
}

/**
 * One stroke drawn with a finger, a mouse or a pen: the points go straight into the live ink's `points`
 * attribute (a re-render per pointer move would lag behind a pen), and the whole stroke is handed over when
 * the pointer lifts. One pointer at a time: a second finger or a palm on the pad is ignored.
 */
export function usePointerStroke({
  ink,
  enabled,
  onStart,
  onStroke,
}: {
  ink: RefObject<SVGPolylineElement | null>;
  enabled: boolean;
  onStart: () => void;
  onStroke: (points: Point[]) => void;
}) {
  const active = useRef<{ id: number; points: Point[] } | null>(null);

  const paint = (points: Point[]) => {
    ink.current?.setAttribute('points', points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' '));
  };

  const onPointerDown = (event: SvgPointer) => {
    if (!enabled || active.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    // Capture: the stroke keeps coming to the pad when the finger slides past its edge.
    event.currentTarget.setPointerCapture(event.pointerId);
    active.current = { id: event.pointerId, points: [toBox(event.currentTarget, event)] };
    onStart();
    paint(active.current.points);
  };

  const onPointerMove = (event: SvgPointer) => {
    const stroke = active.current;
    if (!stroke || stroke.id !== event.pointerId) return;
    // A pen reports more positions than the browser dispatches events; the coalesced ones keep curves smooth.
    const native = event.nativeEvent;
    const moves = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const move of moves.length > 0 ? moves : [native]) stroke.points.push(toBox(event.currentTarget, move));
    paint(stroke.points);
  };

  const end = (event: SvgPointer, judge: boolean) => {
    const stroke = active.current;
    if (!stroke || stroke.id !== event.pointerId) return;
    active.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    paint([]);
    if (judge) onStroke(stroke.points);
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: SvgPointer) => end(event, true),
    // The browser took the pointer (a system gesture): the half-drawn stroke is dropped, not judged.
    onPointerCancel: (event: SvgPointer) => end(event, false),
  };
}
