'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef } from 'react';
import { createAccountProgressStore } from '@/features/flash-cards/account-progress-store';
import type { DeckKey, StudyProgressStore } from '@/features/flash-cards/progress-store';
import {
  kanjiSpeechText,
  vocabularySpeechText,
  type KanjiCard,
  type StudyDeck,
  type VocabularyCard,
} from '@/features/flash-cards/study-cards';
import { currentId, progress, shuffleIds } from '@/features/flash-cards/study-deck';
import { SHORTCUT_ACTIONS, type Shortcut } from '@/features/flash-cards/study-shortcuts';
import { StudyControls } from './study-controls';
import { StudyFlipCard } from './study-flip-card';
import { useJapaneseVoice, useNoJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';
import { StudyOptions } from './study-options';
import { AllCardsKnown, StudyProgress } from './study-progress';
import { useStudyDeck } from '../hooks/use-study-deck';
import { useStudyPrefs } from '../hooks/use-study-prefs';
import { useStudyShortcuts } from '../hooks/use-study-shortcuts';
import { SentenceSlot } from '@/features/sentences/components/sentence-slot';
import { useUnitSentences } from '@/features/sentences/hooks/use-unit-sentences';

// A signed-in learner's marks in their account, a guest's on the device.
const defaultStore = createAccountProgressStore();

export interface StudyViewProps {
  deck: StudyDeck;
  deckKey: DeckKey;
  /** Where marks are kept: the account for a signed-in learner, localStorage for a guest. */
  store?: StudyProgressStore;
}

/** Studying a deck: the flip card and its buttons, the options beside them, keyboard shortcuts throughout. */
export function StudyView({ deck, deckKey, store = defaultStore }: StudyViewProps) {
  const t = useTranslations('flashCardStudy');
  const ids = useMemo(() => deck.cards.map((card) => card.id), [deck.cards]);
  const byId = useMemo(
    () => new Map<string, VocabularyCard | KanjiCard>(deck.cards.map((c) => [c.id, c])),
    [deck.cards],
  );
  const { state, dispatch, loaded } = useStudyDeck(ids, deckKey, store);
  const [prefs, updatePrefs] = useStudyPrefs(deck.kind);
  const speak = useJapaneseVoice();
  const noVoice = useNoJapaneseVoice();
  const noVoiceNoteId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  // A built-in vocabulary unit's sentences, fetched when a card is first turned over (a custom set has none).
  const builtinWords = deckKey.kind === 'vocabulary';
  const sentences = useUnitSentences(
    builtinWords ? deckKey.set : null,
    builtinWords ? deckKey.unit : null,
    state.flipped,
  );

  const id = currentId(state);
  const card = id === undefined ? undefined : byId.get(id);
  const { current, total, known, learning } = progress(state);
  const mark = id === undefined ? undefined : state.marks[id];
  const speechText = card
    ? deck.kind === 'kanji'
      ? kanjiSpeechText(card as KanjiCard)
      : vocabularySpeechText(card as VocabularyCard)
    : '';

  const onRootKeyDown = useStudyShortcuts(rootRef, cardRef, (shortcut: Shortcut) => {
    if (shortcut === 'pronounce') {
      if (speak && speechText) speak(speechText);
    } else dispatch(SHORTCUT_ACTIONS[shortcut]);
  });

  const allKnown = state.onlyLearning && total === 0;

  return (
    <div
      ref={rootRef}
      onKeyDown={onRootKeyDown}
      className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-5 lg:max-w-none lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start lg:gap-8"
      data-testid="study-view"
      data-ready={loaded}
    >
      <div className="min-w-0">
        <StudyProgress current={current} total={total} mark={mark} />
        {allKnown ? (
          <AllCardsKnown
            count={ids.length}
            onStudyAll={() => dispatch({ type: 'setOnlyLearning', onlyLearning: false })}
            onResetMarks={() => dispatch({ type: 'resetMarks' })}
          />
        ) : card ? (
          <>
            <StudyFlipCard
              ref={cardRef}
              kind={deck.kind}
              card={card}
              flipped={state.flipped}
              prefs={prefs}
              label={t('position', { current, total })}
              onFlip={() => dispatch({ type: 'flip' })}
              onSwipe={(to) => dispatch({ type: to })}
              onPronounce={speak ? () => speak(speechText) : null}
              noVoiceNoteId={noVoice ? noVoiceNoteId : null}
              example={
                builtinWords && id !== undefined ? (
                  <SentenceSlot
                    wordId={id}
                    state={sentences}
                    retry={sentences.retry}
                    furigana={prefs.furigana}
                    speak={speak}
                    noVoiceNoteId={noVoice ? noVoiceNoteId : null}
                    className="w-full max-w-md border-t border-line pt-3"
                  />
                ) : null
              }
            />
            <StudyControls current={current} total={total} flipped={state.flipped} mark={mark} dispatch={dispatch} />
          </>
        ) : null}
      </div>

      <div className="lg:pt-9">
        <StudyOptions
          kind={deck.kind}
          prefs={prefs}
          onPrefsChange={updatePrefs}
          hasPitch={deck.kind === 'vocabulary' && deck.cards.some((c) => c.pitch)}
          shuffled={state.shuffled}
          onShuffle={() => dispatch({ type: 'shuffle', order: shuffleIds(ids) })}
          onRestoreOrder={() => dispatch({ type: 'restoreOrder' })}
          onlyLearning={state.onlyLearning}
          onOnlyLearningChange={(onlyLearning) => dispatch({ type: 'setOnlyLearning', onlyLearning })}
          known={known}
          learning={learning}
          hasMarks={Object.keys(state.marks).length > 0}
          onResetMarks={() => dispatch({ type: 'resetMarks' })}
          canSpeak={speak !== null}
          noVoiceNoteId={noVoice ? noVoiceNoteId : null}
        />
      </div>
    </div>
  );
}
