'use client';

import { Pause, Play, RotateCcw, StepBack, StepForward, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useReducer, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useKanjiStrokes } from '../hooks/use-kanji-strokes';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import {
  canStepBack,
  canStepForward,
  initialPlayer,
  isPlaying,
  shownStrokes,
  stepPlayer,
  type PlayerAction,
  type PlayerState,
} from '../stroke-player';
import { KanjiGlyph, StrokeOrderFrame } from './stroke-order-frame';
import { StrokeOrderDrawing } from './stroke-order-drawing';

// The drawing may sit on something that reacts to clicks and taps (the flip card): its controls keep theirs.
const keepToSelf = (event: SyntheticEvent) => event.stopPropagation();

function Control({
  label,
  icon: Icon,
  enabled = true,
  onPress,
}: {
  label: string;
  icon: LucideIcon;
  enabled?: boolean;
  onPress: () => void;
}) {
  // aria-disabled rather than disabled: stepping back to the first stroke must not drop the keyboard's focus.
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-disabled={!enabled || undefined}
      onClick={() => enabled && onPress()}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-45 aria-disabled:hover:bg-transparent"
    >
      <Icon aria-hidden className="size-5" />
    </Button>
  );
}

function Player({ kanji, strokes }: { kanji: string; strokes: readonly string[] }) {
  const t = useTranslations('strokeOrder');
  const reduced = useReducedMotion();
  const [player, dispatch] = useReducer(
    (state: PlayerState, action: PlayerAction) => stepPlayer(state, action, !reduced),
    strokes.length,
    initialPlayer,
  );
  // Motion turned off half way through a stroke: that stroke would never finish drawing.
  useEffect(() => {
    if (reduced) dispatch({ type: 'settle' });
  }, [reduced]);
  const playing = isPlaying(player);
  return (
    <StrokeOrderFrame
      drawing={
        <StrokeOrderDrawing
          strokes={strokes}
          player={player}
          label={t('drawing', { kanji, count: strokes.length })}
          onDrawn={() => dispatch({ type: 'drawn' })}
        />
      }
      controls={
        <div
          role="group"
          aria-label={t('controls')}
          className="flex items-center gap-1"
          onClick={keepToSelf}
          onPointerDown={keepToSelf}
          onPointerUp={keepToSelf}
        >
          <Control
            label={t('previous')}
            icon={StepBack}
            enabled={canStepBack(player)}
            onPress={() => dispatch({ type: 'back' })}
          />
          <Control
            label={playing ? t('pause') : t('play')}
            icon={playing ? Pause : Play}
            onPress={() => dispatch({ type: 'toggle' })}
          />
          <Control
            label={t('next')}
            icon={StepForward}
            enabled={canStepForward(player)}
            onPress={() => dispatch({ type: 'forward' })}
          />
          <Control label={t('replay')} icon={RotateCcw} onPress={() => dispatch({ type: 'replay' })} />
        </div>
      }
      status={
        // Quiet while playing: a screen reader would read every stroke's number as it is drawn.
        <p aria-live={playing ? 'off' : 'polite'} data-testid="stroke-order-status">
          {t('status', { current: shownStrokes(player), total: player.total })}
        </p>
      }
    />
  );
}

function Loader({ kanji, onRetry }: { kanji: string; onRetry: () => void }) {
  const t = useTranslations('strokeOrder');
  const strokes = useKanjiStrokes(kanji);
  if (strokes.status === 'ready') return <Player key={kanji} kanji={kanji} strokes={strokes.data.strokes} />;
  if (strokes.status === 'loading') {
    return <StrokeOrderFrame busy drawing={<KanjiGlyph kanji={kanji} />} status={t('loading')} />;
  }
  return (
    <StrokeOrderFrame
      drawing={<KanjiGlyph kanji={kanji} />}
      controls={
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={(event) => {
            keepToSelf(event);
            onRetry();
          }}
          onPointerDown={keepToSelf}
          onPointerUp={keepToSelf}
        >
          {t('retry')}
        </Button>
      }
      status={<p role="alert">{t('error')}</p>}
    />
  );
}

/**
 * A kanji's stroke order, drawn from KanjiVG's strokes: the whole kanji with its stroke numbers at first,
 * then play / pause, a stroke back or forward, replay. The strokes are fetched when this mounts. Under
 * `prefers-reduced-motion: reduce` nothing is animated: a step shows a whole stroke, play shows them all.
 * As wide as its container; the learner's own size goes on the container.
 */
export function StrokeOrder({ kanji }: { kanji: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new attempt remounts the loader, whose fetch runs again (a failed fetch is not kept).
  return <Loader key={`${kanji}/${attempt}`} kanji={kanji} onRetry={() => setAttempt((n) => n + 1)} />;
}
