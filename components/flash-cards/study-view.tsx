'use client';

import { Check, ChevronLeft, ChevronRight, Repeat2, RotateCcw, Volume2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Button } from '@/components/ui/button';
import { createLocalProgressStore, type DeckKey, type StudyProgressStore } from '@/lib/flash-cards/progress-store';
import {
  kanjiSpeechText,
  vocabularySpeechText,
  type KanjiCard,
  type StudyDeck,
  type VocabularyCard,
} from '@/lib/flash-cards/study-cards';
import { createDeck, currentId, deckReducer, progress, shuffleIds, type DeckAction } from '@/lib/flash-cards/study-deck';
import { defaultPrefs, parsePrefs, prefsKey, type StudyPrefs } from '@/lib/flash-cards/study-prefs';
import { cn } from '@/lib/utils/cn';
import { KanjiBackFace, KanjiFrontFace, VocabularyBackFace, VocabularyFrontFace } from './study-card-faces';
import { StudyOptions } from './study-options';
import { useJapaneseVoice } from '@/components/speech/use-japanese-voice';

const guestStore = createLocalProgressStore();
const SWIPE_DISTANCE = 48;

/** Keys that act on the deck, whichever control inside the study view has focus (unless it needs the key). */
type Shortcut = 'flip' | 'next' | 'previous' | 'know' | 'learning' | 'pronounce';

function shortcutOf(event: KeyboardEvent | ReactKeyboardEvent): Shortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'Enter':
      return 'flip';
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'k':
    case 'K':
      return 'know';
    case 'l':
    case 'L':
      return 'learning';
    case 'p':
    case 'P':
      return 'pronounce';
    default:
      return null;
  }
}

/** Whether the focused element should keep the key for itself (typing, toggling, pressing a button). */
function targetOwnsKey(target: EventTarget | null, shortcut: Shortcut, card: HTMLElement | null): boolean {
  if (!(target instanceof HTMLElement) || target === card) return false;
  if (target.isContentEditable || target.closest('textarea, select, [role="dialog"]')) return true;
  if (target instanceof HTMLInputElement) {
    if (target.type !== 'checkbox' && target.type !== 'radio') return true;
    // Space toggles a checkbox or radio; arrows move between radios.
    return shortcut === 'flip' || (target.type === 'radio' && (shortcut === 'next' || shortcut === 'previous'));
  }
  return shortcut === 'flip' && target.closest('button, a, summary') !== null;
}

export interface StudyViewProps {
  deck: StudyDeck;
  deckKey: DeckKey;
  /** Where marks are kept; guests use localStorage. An account-backed store can be passed later. */
  store?: StudyProgressStore;
}

export function StudyView({ deck, deckKey, store = guestStore }: StudyViewProps) {
  const t = useTranslations('flashCardStudy');
  const ids = useMemo(() => deck.cards.map((card) => card.id), [deck.cards]);
  const byId = useMemo(() => new Map<string, VocabularyCard | KanjiCard>(deck.cards.map((c) => [c.id, c])), [deck.cards]);
  const [state, dispatch] = useReducer(deckReducer, ids, createDeck);
  const [prefs, setPrefs] = useState<StudyPrefs>(() => defaultPrefs(deck.kind));
  const [loaded, setLoaded] = useState(false);
  const speak = useJapaneseVoice();
  const rootRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const inViewRef = useRef(false);
  const swipeRef = useRef<{ x: number; y: number; pointer: number; swiped: boolean } | null>(null);
  const { kind, set, unit } = deckKey;

  // Marks and preferences live in the browser: read them after hydration so server and client render alike.
  useEffect(() => {
    let active = true;
    store.load({ kind, set, unit }).then((data) => {
      if (!active) return;
      dispatch({ type: 'load', marks: data.marks, onlyLearning: data.onlyLearning });
      setLoaded(true);
    });
    try {
      setPrefs(parsePrefs(deck.kind, window.localStorage.getItem(prefsKey(deck.kind))));
    } catch {
      // Storage disabled: the defaults stay.
    }
    return () => {
      active = false;
    };
  }, [store, kind, set, unit, deck.kind]);

  useEffect(() => {
    if (loaded) void store.save({ kind, set, unit }, { marks: state.marks, onlyLearning: state.onlyLearning });
  }, [loaded, store, kind, set, unit, state.marks, state.onlyLearning]);

  function updatePrefs(next: Partial<StudyPrefs>) {
    setPrefs((current) => {
      const merged = { ...current, ...next };
      try {
        window.localStorage.setItem(prefsKey(deck.kind), JSON.stringify(merged));
      } catch {
        // Not remembered, still applied.
      }
      return merged;
    });
  }

  const id = currentId(state);
  const card = id === undefined ? undefined : byId.get(id);
  const { current, total, known, learning } = progress(state);
  const mark = id === undefined ? undefined : state.marks[id];
  const speechText = card
    ? deck.kind === 'kanji'
      ? kanjiSpeechText(card as KanjiCard)
      : vocabularySpeechText(card as VocabularyCard)
    : '';

  // The latest handler, for the document-level listener registered once.
  const run = (shortcut: Shortcut) => {
    if (shortcut === 'pronounce') {
      if (speak && speechText) speak(speechText);
      return;
    }
    const actions: Record<Exclude<Shortcut, 'pronounce'>, DeckAction> = {
      flip: { type: 'flip' },
      next: { type: 'next' },
      previous: { type: 'previous' },
      know: { type: 'mark', mark: 'known' },
      learning: { type: 'mark', mark: 'learning' },
    };
    dispatch(actions[shortcut]);
  };
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  // Shortcuts also work with nothing focused (after a click on the page) while the cards are on screen.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(([entry]) => {
      inViewRef.current = entry.isIntersecting;
    });
    observer.observe(root);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !inViewRef.current) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      runRef.current(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  function onRootKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const shortcut = shortcutOf(event);
    if (!shortcut || targetOwnsKey(event.target, shortcut, cardRef.current)) return;
    event.preventDefault();
    run(shortcut);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeRef.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId, swiped: false };
    // Keep receiving the pointer when a swipe ends outside the card.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const start = swipeRef.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) {
      start.swiped = true;
      dispatch({ type: dx < 0 ? 'next' : 'previous' });
    }
  }

  function onCardClick() {
    // A swipe ends with a click too: it already moved to another card.
    if (swipeRef.current?.swiped) {
      swipeRef.current = null;
      return;
    }
    swipeRef.current = null;
    dispatch({ type: 'flip' });
  }

  const allKnown = state.onlyLearning && total === 0;

  return (
    <div
      ref={rootRef}
      onKeyDown={onRootKeyDown}
      className="mx-auto grid w-full max-w-2xl gap-5 lg:max-w-none lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start lg:gap-8"
      data-testid="study-view"
      data-ready={loaded}
    >
      <div className="min-w-0">
        <div className="mb-2 flex min-h-7 items-center justify-between gap-2 text-sm">
          <p className="font-medium tabular-nums" aria-hidden>
            {total > 0 ? t('progress', { current, total }) : null}
          </p>
          <p className="sr-only" aria-live="polite">
            {total > 0 ? t('position', { current, total }) : ''}
          </p>
          {mark ? (
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
                mark === 'known'
                  ? 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300'
                  : 'bg-orange-500/15 text-orange-700 dark:text-orange-300',
              )}
            >
              {mark === 'known' ? <Check aria-hidden className="size-3.5" /> : <Repeat2 aria-hidden className="size-3.5" />}
              {mark === 'known' ? t('markedKnown') : t('markedLearning')}
            </span>
          ) : null}
        </div>

        {allKnown ? (
          <div className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-zinc-300 p-6 text-center sm:min-h-80 dark:border-zinc-700">
            <Check aria-hidden className="size-10 rounded-full bg-emerald-500/15 p-2 text-emerald-600 dark:text-emerald-400" />
            <h3 className="text-lg font-semibold">{t('emptyHeading')}</h3>
            <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{t('emptyText', { count: ids.length })}</p>
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              <Button onClick={() => dispatch({ type: 'setOnlyLearning', onlyLearning: false })}>{t('studyAll')}</Button>
              <Button variant="secondary" onClick={() => dispatch({ type: 'resetMarks' })}>
                <RotateCcw aria-hidden className="size-4" />
                {t('resetMarks')}
              </Button>
            </div>
          </div>
        ) : card ? (
          <>
            <div className="relative perspective-[1400px]">
              <div
                ref={cardRef}
                role="group"
                aria-roledescription={t('card')}
                aria-label={t('position', { current, total })}
                tabIndex={0}
                onClick={onCardClick}
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => (swipeRef.current = null)}
                className="cursor-pointer touch-pan-y rounded-2xl select-none focus-visible:outline-offset-4"
                data-testid="flash-card"
                data-card-id={card.id}
                data-flipped={state.flipped}
              >
                {/* Keyed by card: a new card starts on its front without replaying the flip. */}
                <div
                  key={card.id}
                  className={cn(
                    'grid transition-transform duration-500 transform-3d motion-reduce:transition-none',
                    state.flipped && 'rotate-y-180',
                  )}
                >
                  <div
                    data-face="front"
                    aria-hidden={state.flipped}
                    inert={state.flipped}
                    className="col-start-1 row-start-1 flex min-h-64 flex-col items-center justify-center rounded-2xl border border-zinc-200 bg-white p-6 text-center shadow-sm backface-hidden sm:min-h-80 dark:border-zinc-800 dark:bg-zinc-900"
                  >
                    {deck.kind === 'kanji' ? (
                      <KanjiFrontFace card={card as KanjiCard} front={prefs.front} />
                    ) : (
                      <VocabularyFrontFace card={card as VocabularyCard} front={prefs.front} furigana={prefs.furigana} />
                    )}
                  </div>
                  <div
                    data-face="back"
                    aria-hidden={!state.flipped}
                    inert={!state.flipped}
                    className="col-start-1 row-start-1 flex min-h-64 rotate-y-180 flex-col items-center justify-center rounded-2xl border border-primary-500/50 bg-white p-5 shadow-sm backface-hidden sm:min-h-80 sm:p-8 dark:bg-zinc-900"
                  >
                    {deck.kind === 'kanji' ? (
                      <KanjiBackFace card={card as KanjiCard} furigana={prefs.furigana} />
                    ) : (
                      <VocabularyBackFace card={card as VocabularyCard} furigana={prefs.furigana} />
                    )}
                  </div>
                </div>
              </div>
              {speak ? (
                <button
                  type="button"
                  onClick={() => speak(speechText)}
                  aria-label={t('pronounce')}
                  title={t('pronounce')}
                  className="absolute top-2 right-2 z-10 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
                >
                  <Volume2 aria-hidden className="size-5" />
                </button>
              ) : null}
            </div>

            <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
              <Button
                variant="secondary"
                className="justify-self-start px-3 sm:px-4"
                onClick={() => dispatch({ type: 'previous' })}
                disabled={current <= 1}
              >
                <ChevronLeft aria-hidden className="size-4" />
                {t('previous')}
              </Button>
              <Button onClick={() => dispatch({ type: 'flip' })} aria-pressed={state.flipped} className="px-3 sm:px-4">
                <Repeat2 aria-hidden className="hidden size-4 min-[22rem]:block" />
                {t('flip')}
              </Button>
              <Button
                variant="secondary"
                className="justify-self-end px-3 sm:px-4"
                onClick={() => dispatch({ type: 'next' })}
                disabled={current >= total}
              >
                {t('next')}
                <ChevronRight aria-hidden className="size-4" />
              </Button>
            </div>
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Button
                variant="secondary"
                onClick={() => dispatch({ type: 'mark', mark: 'learning' })}
                aria-pressed={mark === 'learning'}
                className={cn(mark === 'learning' && 'border-orange-500 dark:border-orange-500')}
              >
                <Repeat2 aria-hidden className="size-4 text-orange-600 dark:text-orange-400" />
                {t('learning')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => dispatch({ type: 'mark', mark: 'known' })}
                aria-pressed={mark === 'known'}
                className={cn(mark === 'known' && 'border-emerald-500 dark:border-emerald-500')}
              >
                <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
                {t('know')}
              </Button>
            </div>
          </>
        ) : null}
      </div>

      <div className="lg:pt-9">
        <StudyOptions
          kind={deck.kind}
          prefs={prefs}
          onPrefsChange={updatePrefs}
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
        />
      </div>
    </div>
  );
}
