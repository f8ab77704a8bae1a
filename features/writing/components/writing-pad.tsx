'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useKanjiStrokes } from '../hooks/use-kanji-strokes';
import { kanjiModel } from '../stroke-matcher';
import type { KanjiStrokes } from '../stroke-data';
import type { WritingOutcome } from '../writing-session';
import { PadSession } from './pad-session';

export interface WritingPadProps {
  kanji: string;
  /** Called once, when the last stroke is in (drawn or revealed). */
  onFinished: (result: { kanji: string; outcome: WritingOutcome; misses: number }) => void;
  /** Practice shows the model faintly under the pad; a test does not. */
  showModel?: boolean;
}

/** The pad's square while there is nothing to draw on yet, so the page does not jump when the strokes arrive. */
function Placeholder({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-xl border border-line-strong bg-surface p-6 text-center text-sm text-muted">
      {children}
    </div>
  );
}

function LoadedPad({ data, ...props }: WritingPadProps & { data: KanjiStrokes }) {
  const model = useMemo(() => kanjiModel(data), [data]);
  // A new kanji is a new session: its strokes, misses and the learner's ink start over.
  return <PadSession key={data.kanji} model={model} paths={data.strokes} {...props} />;
}

function StrokesPad({ onRetry, ...props }: WritingPadProps & { onRetry: () => void }) {
  const t = useTranslations('writing.pad');
  const strokes = useKanjiStrokes(props.kanji);
  if (strokes.status === 'ready') return <LoadedPad data={strokes.data} {...props} />;
  if (strokes.status === 'loading') {
    return (
      <Placeholder>
        <span role="status">{t('loading')}</span>
      </Placeholder>
    );
  }
  return (
    <Placeholder>
      <span role="alert">{t('loadError', { kanji: props.kanji })}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Placeholder>
  );
}

/**
 * Writing one kanji stroke by stroke with a finger, a mouse or a pen: each stroke is judged against KanjiVG's
 * (features/writing/stroke-matcher.ts); a right one snaps to the model, a wrong one says why and fades, two
 * misses on a stroke hint it, and "Reveal next stroke" draws it for a keyboard user. A new `kanji` starts afresh.
 */
export function WritingPad(props: WritingPadProps) {
  // A failed fetch is forgotten by the loader; mounting the pad again fetches once more.
  const [attempt, setAttempt] = useState(0);
  return <StrokesPad key={`${props.kanji}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)} {...props} />;
}
