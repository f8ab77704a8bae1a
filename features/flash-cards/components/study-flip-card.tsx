'use client';

import { useTranslations } from 'next-intl';
import { useRef, type PointerEvent as ReactPointerEvent, type ReactNode, type Ref } from 'react';
import type { KanjiCard, VocabularyCard } from '@/features/flash-cards/study-cards';
import type { StudyKind, StudyPrefs } from '@/features/flash-cards/study-prefs';
import { SpeakButton } from '@/features/japanese/components/speak-button';
import { cn } from '@/lib/utils/cn';
import { KanjiBackFace, KanjiFrontFace, VocabularyBackFace, VocabularyFrontFace } from './study-card-faces';

const SWIPE_DISTANCE = 48;
/** How far a finger may move and still tap (CSS px), as browsers allow. */
const TAP_SLOP = 16;

export interface StudyFlipCardProps {
  ref: Ref<HTMLDivElement>;
  kind: StudyKind;
  card: VocabularyCard | KanjiCard;
  flipped: boolean;
  prefs: StudyPrefs;
  /** "Card 3 of 30", the card's accessible name. */
  label: string;
  onFlip: () => void;
  /** A horizontal swipe: to the left for the next card, to the right for the previous one. */
  onSwipe: (to: 'next' | 'previous') => void;
  /** Reads the card aloud; null while it cannot (no Japanese voice yet, or none at all). */
  onPronounce: (() => void) | null;
  /** The id of the text saying why the card cannot be read aloud, when the device has no Japanese voice. */
  noVoiceNoteId: string | null;
  /** A vocabulary card's example sentence, for its back. */
  example?: ReactNode;
}

/** The card: a click (or Enter / Space, see the view's shortcuts) flips it, a swipe moves on. */
export function StudyFlipCard({
  ref,
  kind,
  card,
  flipped,
  prefs,
  label,
  onFlip,
  onSwipe,
  onPronounce,
  noVoiceNoteId,
  example,
}: StudyFlipCardProps) {
  const t = useTranslations('flashCardStudy');
  const swipeRef = useRef<{ x: number; y: number; pointer: number } | null>(null);
  // Set when a pointer gesture already acted (a swipe moved on, a tap flipped): the click that may follow it
  // must not act again. Cleared by the next pointerdown, since a click that never came must not eat the
  // next tap's.
  const ignoreClick = useRef(false);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    ignoreClick.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeRef.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
    // Keep receiving the pointer when a swipe ends outside the card.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const start = swipeRef.current;
    if (!start || start.pointer !== event.pointerId) return;
    swipeRef.current = null;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) {
      ignoreClick.current = true;
      onSwipe(dx < 0 ? 'next' : 'previous');
    } else if (event.pointerType !== 'mouse' && Math.hypot(dx, dy) < TAP_SLOP) {
      // A finger's tap flips here rather than on click: a tap that follows a swipe ends the browser's fling
      // and gets no click at all, so the learner's first tap after a swipe did nothing.
      ignoreClick.current = true;
      onFlip();
    }
  }

  function onClick() {
    if (ignoreClick.current) {
      ignoreClick.current = false;
      return;
    }
    onFlip();
  }

  return (
    <div className="relative perspective-[1400px]">
      <div
        ref={ref}
        role="group"
        aria-roledescription={t('card')}
        aria-label={label}
        tabIndex={0}
        onClick={onClick}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeRef.current = null)}
        className="cursor-pointer touch-pan-y rounded-2xl select-none focus-visible:outline-offset-4"
        data-testid="flash-card"
        data-card-id={card.id}
        data-flipped={flipped}
      >
        {/* Keyed by card: a new card starts on its front without replaying the flip. */}
        <div
          key={card.id}
          className={cn(
            'grid transition-transform duration-500 transform-3d motion-reduce:transition-none',
            flipped && 'rotate-y-180',
          )}
        >
          <div
            data-face="front"
            aria-hidden={flipped}
            inert={flipped}
            className="col-start-1 row-start-1 flex min-h-64 flex-col items-center justify-center rounded-2xl border border-line bg-surface p-6 text-center shadow-sm backface-hidden sm:min-h-80"
          >
            {kind === 'kanji' ? (
              <KanjiFrontFace card={card as KanjiCard} front={prefs.front} />
            ) : (
              <VocabularyFrontFace card={card as VocabularyCard} front={prefs.front} furigana={prefs.frontFurigana} />
            )}
          </div>
          <div
            data-face="back"
            aria-hidden={!flipped}
            inert={!flipped}
            className="col-start-1 row-start-1 flex min-h-64 rotate-y-180 flex-col items-center justify-center rounded-2xl border border-primary-500/50 bg-surface p-5 shadow-sm backface-hidden sm:min-h-80 sm:p-8"
          >
            {kind === 'kanji' ? (
              <KanjiBackFace card={card as KanjiCard} furigana={prefs.furigana} />
            ) : (
              <VocabularyBackFace
                card={card as VocabularyCard}
                furigana={prefs.furigana}
                pitch={prefs.pitch}
                example={example}
              />
            )}
          </div>
        </div>
      </div>
      <SpeakButton
        label={t('pronounce')}
        onSpeak={onPronounce}
        noVoiceNoteId={noVoiceNoteId}
        noVoiceTitle={t('noVoice.title')}
        className="absolute top-2 right-2 z-10 size-10"
      />
    </div>
  );
}
