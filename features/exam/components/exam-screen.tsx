'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { availableModes, cardsFor, clampSettings } from '@/features/exam/questions';
import { score } from '@/features/exam/session';
import { parseStoredSettings, settingsKey } from '@/features/exam/settings-store';
import { MIN_CARDS, type ExamDeck, type ExamSettings, type QuestionMode, type TestKind } from '@/features/exam/types';
import { useUnitSentences } from '@/features/sentences/hooks/use-unit-sentences';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ExamResults } from './exam-results';
import { ExamRunner } from './exam-runner';
import { ExamSettingsForm } from './exam-settings-form';
import type { ExamTarget } from '../exam-target';
import { useExamSession } from '../hooks/use-exam-session';
import { useBackGuard } from '../hooks/use-back-guard';
import { useLeaveWarning } from '../hooks/use-leave-warning';

export interface ExamScreenProps {
  /** The cards to test, with the languages of their two sides (built-in unit or custom set alike). */
  deck: ExamDeck;
  testKind: TestKind;
  /** What the result is saved against, and where Quit / Back lead. */
  target: ExamTarget;
  /** The page's heading: "Written test" / "Multiple-choice test". */
  heading: string;
}

/**
 * A whole test: settings → in progress → completed, for one deck. Built-in unit pages and custom-set pages
 * render it with their cards:
 *
 *   <ExamScreen deck={deck} testKind="written" heading={t('heading')}
 *     target={{ source: 'custom', setKey: set.id, unitKey: '', backHref: `/flash-cards/custom/${set.id}`, title: set.name }} />
 *
 * A signed-in user's finished test is saved through the saveTestResult server action; a guest's on the device.
 */
export function ExamScreen({ deck, testKind, target, heading }: ExamScreenProps) {
  const [settings, setSettings] = useState<ExamSettings>(() => clampSettings(deck, testKind, {}));
  // The page is static: the settings this device remembers apply right after hydration (the form is keyed
  // on them, so it starts over with them).
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const stored = parseStoredSettings(readStorage(settingsKey(deck.source, testKind)));
    if (Object.keys(stored).length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration.
    setSettings(clampSettings(deck, testKind, stored));
    setRestored(true);
  }, [deck, testKind]);
  // Fill in the blank asks the unit's example sentences, fetched once it is picked (built-in words only).
  const [pickedMode, setPickedMode] = useState<QuestionMode | null>(null);
  const wantsSentences = (pickedMode ?? settings.mode) === 'blank' && deck.source === 'vocabulary';
  const sentences = useUnitSentences(target.setKey, target.unitKey, wantsSentences);
  const withSentence = useMemo(() => {
    if (!sentences.sentences) return null;
    const loaded = sentences.sentences;
    return { count: deck.cards.filter((card) => loaded[card.id]?.length).length, total: deck.cards.length };
  }, [deck, sentences.sentences]);
  const exam = useExamSession(deck, testKind, target);
  const { session } = exam;
  const router = useRouter();
  const running = session !== null && session.status !== 'completed';
  useLeaveWarning(running);
  // Back asks too, like Quit and a reload: a test is not lost to one press of a phone's back gesture.
  const [backAsked, setBackAsked] = useState(false);
  const backGuard = useBackGuard(running, () => setBackAsked(true));
  const result = useMemo(() => (session?.status === 'completed' ? score(session) : null), [session]);

  const begin = (chosen: ExamSettings, onlyIds?: ReadonlySet<string>) => {
    setSettings(chosen);
    writeStorage(settingsKey(deck.source, testKind), JSON.stringify(chosen));
    exam.begin(chosen, onlyIds, sentences.sentences ?? {});
    window.scrollTo({ top: 0 });
  };

  if (availableModes(deck, testKind).length === 0) return <TooFewCards deck={deck} heading={heading} target={target} />;

  return (
    <div className="flex flex-col">
      {session === null ? (
        <>
          <PageHeading description={target.title}>{heading}</PageHeading>
          <ExamSettingsForm
            key={restored ? 'restored' : 'default'}
            deck={deck}
            testKind={testKind}
            initial={settings}
            backHref={target.backHref}
            onStart={(s) => begin(s)}
            onModeChange={setPickedMode}
            sentences={{ status: sentences.status, withSentence, retry: sentences.retry }}
          />
        </>
      ) : result ? (
        <>
          <h1 className="sr-only">{heading}</h1>
          <ExamResults
            result={result}
            title={`${heading} · ${target.title}`}
            backHref={target.backHref}
            saveState={exam.saveState}
            onRetry={() => begin(settings)}
            onRetryWrong={() => begin(settings, new Set(result.wrong.map((w) => w.question.card.id)))}
          />
        </>
      ) : (
        <>
          <h1 className="sr-only">{heading}</h1>
          <ExamRunner
            session={session}
            source={deck.source}
            title={`${heading} · ${target.title}`}
            onAnswer={exam.answer}
            onWritten={exam.answerWriting}
            onClaim={exam.claim}
            onContinue={exam.next}
            onSkip={exam.skip}
            onEnd={exam.end}
            onQuit={() => {
              exam.quit();
              router.push(target.backHref);
            }}
            backAsked={backAsked}
            onBackAnswer={(leave) => {
              setBackAsked(false);
              if (leave) {
                exam.quit();
                backGuard.leave();
              } else backGuard.rearm();
            }}
          />
        </>
      )}
    </div>
  );
}

/** A set with fewer than two cards to ask about cannot be tested. */
function TooFewCards({ deck, heading, target }: { deck: ExamDeck; heading: string; target: ExamTarget }) {
  const t = useTranslations('exam.tooFew');
  const count = Math.max(0, ...(['meaning', 'term', 'reading'] as const).map((m) => cardsFor(deck, m).length));
  return (
    <div>
      <PageHeading description={target.title}>{heading}</PageHeading>
      <Card role="alert" className="flex flex-col items-start gap-3">
        <h2 className="text-lg font-semibold">{t('heading')}</h2>
        <p className="text-muted">{t('text', { min: MIN_CARDS, count })}</p>
        <Button asChild variant="secondary">
          <Link href={target.backHref}>{t('back')}</Link>
        </Button>
      </Card>
    </div>
  );
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage disabled: the defaults.
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the test runs all the same.
  }
}
