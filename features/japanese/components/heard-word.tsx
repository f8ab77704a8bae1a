'use client';

import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Keycap } from '@/components/ui/keycap';

/** The key that plays the word again, wherever a word is asked by ear. */
const REPLAY_KEY = 'r';

/**
 * A word asked by ear (a test's "listen" question, a review card asked as audio): spoken once when it is shown,
 * again with the button or the R key. Without a Japanese voice the button stays, disabled, described by the
 * reason (`noVoiceText`), as the flash card's audio button does.
 */
export function HeardWord({
  spoken,
  speak,
  playLabel,
  noVoiceText,
  replayKey = spoken,
}: {
  /** The kana the voice reads. */
  spoken: string;
  /** null without a Japanese voice. */
  speak: ((text: string) => void) | null;
  playLabel: string;
  /** Why nothing can be heard, once it is known there is no voice (null while it is not known). */
  noVoiceText: string | null;
  /** Changes when a new question shows the same word, so it is spoken again. */
  replayKey?: string | number;
}) {
  const spokenOnce = useRef<string | number | null>(null);
  const noteId = useId();

  // Spoken once per question as it appears (the voice may arrive a moment after the question does).
  useEffect(() => {
    if (!speak || spokenOnce.current === replayKey) return;
    spokenOnce.current = replayKey;
    speak(spoken);
  }, [speak, spoken, replayKey]);

  useEffect(() => {
    if (!speak) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== REPLAY_KEY || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      event.preventDefault();
      speak(spoken);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [speak, spoken]);

  if (!speak) {
    return (
      <div className="flex flex-col items-center gap-2">
        <button
          type="button"
          disabled
          aria-label={playLabel}
          aria-describedby={noVoiceText ? noteId : undefined}
          className="inline-flex size-20 cursor-not-allowed items-center justify-center rounded-full border border-line text-quiet opacity-45"
        >
          <VolumeX aria-hidden className="size-9" />
        </button>
        {noVoiceText ? (
          <p id={noteId} className="max-w-sm text-sm text-muted">
            {noVoiceText}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        onClick={() => speak(spoken)}
        aria-label={playLabel}
        title={playLabel}
        aria-keyshortcuts="R"
        className="inline-flex size-20 cursor-pointer items-center justify-center rounded-full border border-accent-line bg-accent-bg text-accent transition-colors hover:bg-accent-bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
      >
        <Volume2 aria-hidden className="size-9" />
      </button>
      <p className="flex items-center gap-1.5 text-xs text-muted">
        <span>{playLabel}</span>
        <Keycap>R</Keycap>
      </p>
    </div>
  );
}
