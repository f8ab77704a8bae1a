'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils/cn';
import { usePointerStroke } from '../hooks/use-pointer-stroke';
import { judgeStroke, type KanjiModel } from '../stroke-matcher';
import type { Point } from '../svg-path';
import {
  afterStroke,
  isFinished,
  revealStroke,
  showsHint,
  startWriting,
  writingOutcome,
  type WritingState,
} from '../writing-session';
import { OUTCOME_LOOK } from './outcome-look';
import { PadCanvas } from './pad-canvas';
import type { WritingPadProps } from './writing-pad';

/** How long a refused stroke stays red before it fades, and how long the fade takes (ms). */
const REFUSED_SHOWN = 900;
const REFUSED_FADE = 500;

type Refused = { points: readonly Point[]; fading: boolean };

export function PadSession({
  kanji,
  model,
  paths,
  showModel = true,
  onFinished,
}: WritingPadProps & { model: KanjiModel; paths: string[] }) {
  const t = useTranslations('writing.pad');
  const [state, setState] = useState<WritingState>(() => startWriting(model.strokes.length));
  const [refused, setRefused] = useState<Refused | null>(null);
  const reported = useRef(false);
  const timers = useRef<number[]>([]);
  const ink = useRef<SVGPolylineElement>(null);
  // The learner's accepted strokes as drawn (empty for one revealed): the checker reads from them where the
  // learner's kanji sits, so a kanji written a little off-centre is judged where the learner put it.
  const drawn = useRef<(readonly Point[])[]>([]);

  const clearTimers = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  // The result is the first time through: writing the kanji again after "Start over" is practice only.
  const commit = (next: WritingState) => {
    setState(next);
    if (isFinished(next) && !reported.current) {
      reported.current = true;
      onFinished({ kanji, outcome: writingOutcome(next), misses: next.misses });
    }
  };

  const refuse = (points: readonly Point[]) => {
    clearTimers();
    setRefused({ points, fading: false });
    timers.current.push(
      window.setTimeout(() => setRefused((shown) => shown && { ...shown, fading: true }), REFUSED_SHOWN),
      window.setTimeout(() => setRefused(null), REFUSED_SHOWN + REFUSED_FADE),
    );
  };

  const finished = isFinished(state);
  const pointer = usePointerStroke({
    ink,
    enabled: !finished,
    onStart: () => {
      clearTimers();
      setRefused(null);
    },
    onStroke: (points) => {
      const verdict = judgeStroke(points, model, state.next, drawn.current);
      if (verdict.accepted) drawn.current = [...drawn.current, points];
      else refuse(points);
      commit(afterStroke(state, verdict));
    },
  });

  const hinted = showsHint(state);
  const due = model.strokes[state.next];
  const outcome = finished ? writingOutcome(state) : null;

  return (
    <div className="flex w-full flex-col gap-3">
      <div className="overflow-hidden rounded-xl border border-line-strong bg-surface shadow-sm">
        <PadCanvas
          role="img"
          // In a test the kanji is the answer: the pad's name must not give it away.
          aria-label={showModel ? t('label', { kanji }) : t('labelHidden')}
          paths={paths}
          done={state.next}
          revealed={state.revealed}
          showModel={showModel}
          hint={hinted && due ? { path: paths[state.next], start: due[0] } : null}
          refused={refused}
          inkRef={ink}
          className={cn(finished ? 'cursor-default' : 'cursor-crosshair')}
          {...pointer}
        />
      </div>
      <p role="status" className="flex min-h-6 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {outcome ? (
          <>
            <span className={cn('rounded-full px-2.5 py-0.5 font-medium', OUTCOME_LOOK[outcome])}>
              {t(`outcome.${outcome}`)}
            </span>
            <span className="text-muted">{t('misses', { count: state.misses })}</span>
          </>
        ) : (
          <>
            <span className="text-muted">{t('stroke', { current: state.next + 1, total: state.strokeCount })}</span>
            {state.lastMiss && (
              <>
                <span aria-hidden className="text-faint">
                  ·
                </span>
                <span className="font-medium text-danger-fg">{t(`miss.${state.lastMiss}`)}</span>
              </>
            )}
            {hinted && <span className="basis-full text-soft">{t('hint')}</span>}
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={finished}
          onClick={() => {
            drawn.current = [...drawn.current, []];
            commit(revealStroke(state));
          }}
        >
          {t('reveal')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={state.next === 0 && state.misses === 0}
          onClick={() => {
            clearTimers();
            setRefused(null);
            drawn.current = [];
            setState(startWriting(model.strokes.length));
          }}
        >
          {t('startOver')}
        </Button>
      </div>
    </div>
  );
}
