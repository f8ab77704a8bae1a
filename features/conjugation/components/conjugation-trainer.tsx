'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { planQuiz } from '@/features/conjugation/quiz/plan';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import type { QuizKind } from '@/features/conjugation/quiz/settings';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { QuizLoadingCard } from './quiz-loading-card';
import { QuizModeSwitch, type TrainerMode } from './quiz-mode-switch';
import { QuizWordsFailed } from './quiz-words-failed';
import { usePairSchedule } from '../hooks/use-pair-schedule';
import { useQuizSettings } from '../hooks/use-quiz-settings';
import { useQuizWords } from '../hooks/use-quiz-words';
import { useShownWhenNear } from '../hooks/use-shown-when-near';

// The quiz cannot ask before the settings are read from local storage, so the server renders its loading
// card anyway: its code (answer checking, explanations, romaji input) loads as a chunk of its own after the
// page instead of in the page's first-load JavaScript.
const ConjugationQuiz = lazy(() => import('./conjugation-quiz').then((m) => ({ default: m.ConjugationQuiz })));
// The reverse drill loads only when chosen.
const NameTheForm = lazy(() => import('./name-the-form').then((m) => ({ default: m.NameTheForm })));

// The theory and instructions tabs render in the browser when first opened, from the messages this page
// already sends: their HTML and React payload were ~60 % of the page for tabs a drill seldom opens. Their
// code loads when the browser is idle after the page, so a first opening does not wait for the network.
const loadTheory = () => import('./conjugation-theory');
const loadInstructions = () => import('./conjugation-instructions');
// The settings panel sits below the quiz, out of the first screen on a phone: it renders once near the
// viewport, opened, or when the browser is idle (useShownWhenNear), not in the page's hydration, and its code
// (with the engine it builds its examples with) is a chunk of its own.
const loadSettingsPanel = () => import('./quiz-settings-panel');
const preloadTabs = () => Promise.all([loadSettingsPanel(), loadTheory(), loadInstructions()]);
const QuizSettingsPanel = lazy(() => loadSettingsPanel().then((m) => ({ default: m.QuizSettingsPanel })));
const ConjugationTheory = lazy(() => loadTheory().then((m) => ({ default: m.ConjugationTheory })));
const ConjugationInstructions = lazy(() => loadInstructions().then((m) => ({ default: m.ConjugationInstructions })));

const TABS = ['theory', 'settings', 'instructions'] as const;
type Tab = (typeof TABS)[number];
const INITIAL_TAB: Tab = 'settings';
const NO_WORDS: readonly QuizWord[] = [];
// The settings panel's height below its intro at each width (measured, en and vi alike, default settings).
const SETTINGS_SPACE = 'min-h-[114.0625rem] sm:min-h-[93.875rem] md:min-h-[67.0625rem] lg:min-h-[59.0625rem]';

const tabClass =
  'flex-1 scroll-mt-24 cursor-pointer rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-soft transition-colors hover:bg-tab-hover data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-sm sm:flex-none sm:px-5';

/**
 * The quiz with its three tabs. The settings are shared by the quiz and the settings tab, so both live here.
 *
 * The quiz sits above the tabs, always in view: it is what the page is for. The tabs open on Settings —
 * the part a learner comes back to most. A panel once opened stays mounted (hidden when inactive), so
 * switching back is instant and keeps its scroll position.
 */
export function ConjugationTrainer({ kind }: { kind: QuizKind }) {
  const t = useTranslations('conjugation.tabs');
  const tc = useTranslations('conjugation');
  const source = useQuizWords(kind, useLocale() === 'vi' ? 'vi' : 'en');
  const words = source.status === 'ready' ? source.words : NO_WORDS;
  const { settings, setSettings, ready: settingsReady } = useQuizSettings(kind);
  const loaded = source.status === 'ready';
  // Nothing is asked, and no setting is judged, before both the learner's settings and the words are in.
  const ready = settingsReady && loaded;
  const schedule = usePairSchedule(kind);
  const [mode, setMode] = useState<TrainerMode>('practice');
  const plan = useMemo(() => planQuiz(settings, kind, words), [settings, kind, words]);
  const [tab, setTab] = useState<Tab>(INITIAL_TAB);
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set([INITIAL_TAB]));
  const settingsTab = useRef<HTMLButtonElement>(null);
  const settingsArea = useRef<HTMLDivElement>(null);
  const [settingsShown, showSettings] = useShownWhenNear(settingsArea);
  usePreloadWhenIdle(preloadTabs);

  const showTab = (value: Tab) => {
    if (value === 'settings') showSettings();
    setTab(value);
    setOpened((before) => (before.has(value) ? before : new Set(before).add(value)));
  };

  const openSettings = () => {
    showTab('settings');
    requestAnimationFrame(() => {
      settingsTab.current?.focus({ preventScroll: true });
      settingsTab.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  };

  const drill = { kind, words, plan, settings, ready, onOpenSettings: openSettings };

  return (
    <div className="space-y-8 sm:space-y-10">
      <div className="space-y-3">
        <QuizModeSwitch mode={mode} onChange={setMode} />
        <Suspense fallback={<QuizLoadingCard kind={kind} />}>
          {source.status === 'failed' ? (
            <QuizWordsFailed onRetry={source.retry} />
          ) : mode === 'nameForm' ? (
            <NameTheForm {...drill} />
          ) : (
            // Keyed: a mode starts afresh (its own first question and score).
            <ConjugationQuiz
              key={mode}
              {...drill}
              mode={mode}
              schedule={schedule}
              onPractice={() => setMode('practice')}
            />
          )}
        </Suspense>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => showTab(value as Tab)}>
        <Tabs.List aria-label={t('label')} className="flex gap-1 overflow-x-auto rounded-lg bg-tabs p-1">
          {TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              ref={value === 'settings' ? settingsTab : undefined}
              className={tabClass}
            >
              {t(value)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="theory" forceMount className="mt-6 data-[state=inactive]:hidden">
          {opened.has('theory') ? (
            <Suspense fallback={<TabLoading />}>
              <ConjugationTheory kind={kind} />
            </Suspense>
          ) : null}
        </Tabs.Content>
        <Tabs.Content ref={settingsArea} value="settings" forceMount className="mt-6 data-[state=inactive]:hidden">
          <div className="space-y-8">
            {/* With the page: on a phone this line is at the foot of the first screen (its largest text there). */}
            <p className="text-muted">{tc('settings.intro')}</p>
            {settingsShown ? (
              <Suspense fallback={<SettingsSpace />}>
                <QuizSettingsPanel
                  kind={kind}
                  settings={settings}
                  onChange={setSettings}
                  plan={loaded ? plan : null}
                  words={loaded ? words : null}
                />
              </Suspense>
            ) : (
              <SettingsSpace />
            )}
          </div>
        </Tabs.Content>
        <Tabs.Content value="instructions" forceMount className="mt-6 data-[state=inactive]:hidden">
          {opened.has('instructions') ? (
            <Suspense fallback={<TabLoading />}>
              <ConjugationInstructions kind={kind} />
            </Suspense>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/**
 * The settings panel's place until it renders: about its height at each width, so the page is as long as it
 * will be and nothing below moves when the panel arrives.
 */
function SettingsSpace() {
  return <div aria-hidden className={SETTINGS_SPACE} />;
}

/** Shown only if a tab is opened before its code has arrived (a slow network right after the page loads). */
function TabLoading() {
  const t = useTranslations('conjugation.tabs');
  return (
    <p role="status" className="py-8 text-center text-muted">
      {t('loading')}
    </p>
  );
}
