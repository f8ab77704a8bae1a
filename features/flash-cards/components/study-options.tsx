'use client';

import { RotateCcw, Shuffle, Undo2, Volume2, VolumeX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { frontsOf, type StudyKind, type StudyPrefs } from '@/features/flash-cards/study-prefs';
import { cn } from '@/lib/utils/cn';

export interface StudyOptionsProps {
  kind: StudyKind;
  prefs: StudyPrefs;
  onPrefsChange: (next: Partial<StudyPrefs>) => void;
  /** Some card shows a pitch accent (built-in words; a custom set's cards have none): offer to hide it. */
  hasPitch: boolean;
  shuffled: boolean;
  onShuffle: () => void;
  onRestoreOrder: () => void;
  onlyLearning: boolean;
  onOnlyLearningChange: (onlyLearning: boolean) => void;
  known: number;
  learning: number;
  hasMarks: boolean;
  onResetMarks: () => void;
  canSpeak: boolean;
  /** Set when the device has no Japanese voice: the id for the note that says so and how to add one. */
  noVoiceNoteId: string | null;
}

const kbd = 'rounded border border-line-strong bg-chip px-1.5 py-0.5 font-mono text-[0.7rem] text-icon';

/** Which side is the front, furigana, pitch accent, order, the still-learning filter and the marks tally; plus the shortcuts. */
export function StudyOptions(props: StudyOptionsProps) {
  const t = useTranslations('flashCardStudy');
  const { kind, prefs, onPrefsChange } = props;
  return (
    <div className="space-y-3">
      <div className="space-y-3 rounded-xl border border-line p-3 text-sm sm:p-4">
        <h3 className="sr-only">{t('options')}</h3>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="float-left mr-1 text-muted">{t('front')}</legend>
            <div className="inline-flex rounded-lg border border-line-strong p-0.5">
              {frontsOf(kind).map((front) => (
                <label
                  key={front}
                  className={cn(
                    'cursor-pointer rounded-md px-2.5 py-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-primary-500',
                    prefs.front === front ? 'bg-primary-500 text-on-primary' : 'text-soft hover:bg-surface-hover',
                  )}
                >
                  <input
                    type="radio"
                    name={`study-front-${kind}`}
                    value={front}
                    checked={prefs.front === front}
                    onChange={() => onPrefsChange({ front })}
                    className="sr-only"
                  />
                  {t(`fronts.${front}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Toggle checked={prefs.furigana} onChange={(furigana) => onPrefsChange({ furigana })} label={t('furigana')} />
          {kind === 'vocabulary' && prefs.front === 'word' ? (
            <Toggle
              checked={prefs.frontFurigana}
              onChange={(frontFurigana) => onPrefsChange({ frontFurigana })}
              label={t('frontFurigana')}
            />
          ) : null}
          {props.hasPitch ? (
            <Toggle checked={prefs.pitch} onChange={(pitch) => onPrefsChange({ pitch })} label={t('showPitch')} />
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="secondary" onClick={props.onShuffle}>
            <Shuffle aria-hidden className="size-4" />
            {t('shuffle')}
          </Button>
          {props.shuffled ? (
            <Button size="sm" variant="secondary" onClick={props.onRestoreOrder}>
              <Undo2 aria-hidden className="size-4" />
              {t('restoreOrder')}
            </Button>
          ) : null}
        </div>
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            checked={props.onlyLearning}
            onChange={(event) => props.onOnlyLearningChange(event.target.checked)}
            className="size-4 shrink-0 accent-primary-500"
          />
          {t('onlyLearning', { count: props.learning })}
        </label>
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-t border-line pt-3 text-muted">
          <p>{t('tally', { known: props.known, learning: props.learning })}</p>
          <Button size="sm" variant="ghost" className="-mr-2" onClick={props.onResetMarks} disabled={!props.hasMarks}>
            <RotateCcw aria-hidden className="size-4" />
            {t('resetMarks')}
          </Button>
        </div>
      </div>

      <div className="hidden flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted keys:flex">
        <span className="font-medium">{t('shortcuts')}:</span>
        <span>
          <kbd className={kbd}>Space</kbd> {t('keys.flip')}
        </span>
        <span>
          <kbd className={kbd}>←</kbd> <kbd className={kbd}>→</kbd> {t('keys.navigate')}
        </span>
        <span>
          <kbd className={kbd}>K</kbd> {t('keys.know')}
        </span>
        <span>
          <kbd className={kbd}>L</kbd> {t('keys.learning')}
        </span>
        {props.canSpeak ? (
          <span>
            <kbd className={kbd}>P</kbd> {t('keys.pronounce')}
          </span>
        ) : null}
      </div>
      <p className="text-xs text-muted keys:hidden">{t('touchHint')}</p>
      <VoiceStatus canSpeak={props.canSpeak} noVoiceNoteId={props.noVoiceNoteId} />
    </div>
  );
}

/**
 * A status that says whether cards can be read aloud. It is there from the first paint, empty while the browser
 * lists its voices, so the answer (which can take a second and a half) moves nothing below it; how to add a
 * voice opens on request. The disabled speak button is described by the full explanation.
 */
function VoiceStatus({ canSpeak, noVoiceNoteId }: { canSpeak: boolean; noVoiceNoteId: string | null }) {
  const t = useTranslations('flashCardStudy');
  // Two lines high in every state (text-xs is 16 px a line): the status fits a phone's width and the narrow
  // column beside the card on a desktop, and its answer never changes the height.
  if (noVoiceNoteId) {
    return (
      <details className="group text-xs text-muted" data-testid="no-voice-note">
        <summary className="flex h-8 cursor-pointer list-none items-start gap-2 [&::-webkit-details-marker]:hidden">
          <VolumeX aria-hidden className="mt-px size-3.5 shrink-0" />
          <span className="line-clamp-2">
            <strong className="font-medium text-soft">{t('noVoice.title')}</strong>{' '}
            <span className="underline underline-offset-2 group-open:hidden">{t('noVoice.how')}</span>
          </span>
        </summary>
        <p className="mt-1 pl-5.5">{t('noVoice.text')}</p>
        <span id={noVoiceNoteId} className="sr-only">
          {t('noVoice.title')} {t('noVoice.text')}
        </span>
      </details>
    );
  }
  return (
    <p className={cn('flex h-8 items-start gap-2 text-xs text-muted', !canSpeak && 'invisible')}>
      <Volume2 aria-hidden className="mt-px size-3.5 shrink-0" />
      <span className="line-clamp-2">{t('voiceReady')}</span>
    </p>
  );
}

function Toggle({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-primary-500"
      />
      {label}
    </label>
  );
}
