'use client';

import { ArrowRight, Flag, SkipForward, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { canClaim, currentQuestion, progress, score, type ExamSession } from '@/features/exam/session';
import type { ExamSource } from '@/features/exam/types';
import type { WritingOutcome } from '@/features/writing/writing-session';
import { AnswerFeedback } from './answer-feedback';
import { ChoiceOptions } from './choice-options';
import { BlankPrompt } from './blank-prompt';
import { ListenPrompt } from './listen-prompt';
import { QuestionPrompt } from './question-prompt';
import { WrittenAnswer } from './written-question';
import { WritingPrompt } from './writing-question';
import { LazyWritingPad } from './lazy-writing-pad';

type Confirming = 'end' | 'quit' | null;

/**
 * A test in progress: progress bar, the question, immediate feedback, skip (undone from its toast) and end / quit
 * (confirmed).
 */
export function ExamRunner({
  session,
  source,
  title,
  onAnswer,
  onWritten,
  onClaim,
  onContinue,
  onSkip,
  onEnd,
  onQuit,
  backAsked,
  onBackAnswer,
}: {
  session: ExamSession;
  source: ExamSource;
  title: string;
  onAnswer: (given: string) => void;
  /** A kanji drawn on the pad is finished ("write the kanji"). */
  onWritten: (outcome: WritingOutcome) => void;
  onClaim: () => void;
  onContinue: () => void;
  onSkip: () => void;
  onEnd: () => void;
  onQuit: () => void;
  /** The browser's Back was pressed: ask whether to leave (true) or keep going (false). */
  backAsked: boolean;
  onBackAnswer: (leave: boolean) => void;
}) {
  const t = useTranslations('exam');
  const id = useId();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const leaving = useRef(false);
  const question = currentQuestion(session);
  const outcome = session.outcomes[session.index];
  const answered = session.status === 'feedback' && outcome?.kind === 'answered' ? outcome : null;
  const { done, total } = progress(session);
  const last = session.index === session.questions.length - 1;
  const multipleChoice = session.testKind === 'multipleChoice';
  const writing = question?.mode === 'write';

  // Multiple choice by keyboard: 1–4 choose, Enter continues. Not while a dialog is open or a field has focus.
  useEffect(() => {
    if (!multipleChoice || !question) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (confirming || backAsked || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      if (session.status === 'asking' && /^[1-9]$/.test(event.key)) {
        const option = question.options?.[Number(event.key) - 1];
        if (option !== undefined) {
          event.preventDefault();
          onAnswer(option);
        }
      } else if (session.status === 'feedback' && event.key === 'Enter') {
        // The Continue button would also take a native Enter: do it once, here.
        event.preventDefault();
        onContinue();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [multipleChoice, question, session.status, confirming, backAsked, onAnswer, onContinue]);

  // Multiple choice and a drawn kanji: once marked, focus moves to Continue (Enter / Space go on).
  useEffect(() => {
    if ((multipleChoice || writing) && session.status === 'feedback') continueButton.current?.focus();
  }, [multipleChoice, writing, session.status, session.index]);

  if (!question) return null;
  const answeredCount = score(session).answered;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => setConfirming('quit')}>
          <X aria-hidden className="size-4" />
          {t('quit')}
        </Button>
        <p className="min-w-0 flex-1 truncate text-center text-sm text-muted">{title}</p>
        <Button variant="ghost" size="sm" onClick={() => setConfirming('end')}>
          <Flag aria-hidden className="size-4" />
          {t('end')}
        </Button>
      </div>

      <div>
        <div className="mb-1.5 flex justify-between text-sm">
          <p id={`${id}-position`} className="font-medium">
            {t('progress', { current: session.index + 1, total })}
          </p>
        </div>
        <ProgressBar
          aria-label={t('progressLabel')}
          value={done}
          max={total}
          className="h-2 bg-line"
          indicatorClassName="bg-primary-500 transition-[width]"
        />
      </div>

      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        {writing ? (
          <>
            <WritingPrompt question={question} labelId={`${id}-prompt-label`} />
            <LazyWritingPad
              // A new question is a new, empty pad.
              key={session.index}
              kanji={question.card.term}
              showModel={false}
              onFinished={({ outcome }) => onWritten(outcome)}
            />
          </>
        ) : (
          <>
            {question.mode === 'listen' ? (
              <ListenPrompt
                question={question}
                questionNumber={session.index}
                answered={answered !== null}
                labelId={`${id}-prompt-label`}
              />
            ) : question.sentence ? (
              <BlankPrompt sentence={question.sentence} answered={answered !== null} labelId={`${id}-prompt-label`} />
            ) : (
              <QuestionPrompt question={question} source={source} labelId={`${id}-prompt-label`} />
            )}
            {multipleChoice ? (
              <ChoiceOptions
                question={question}
                chosen={answered ? answered.given : null}
                onChoose={onAnswer}
                labelId={`${id}-prompt-label`}
              />
            ) : (
              <WrittenAnswer
                // A new question is a new field: empty, focused.
                key={session.index}
                question={question}
                answered={answered !== null}
                onAnswer={onAnswer}
                onContinue={onContinue}
                labelId={`${id}-prompt-label`}
              />
            )}
          </>
        )}

        <div aria-live="polite">
          {answered ? (
            <AnswerFeedback
              question={question}
              outcome={answered}
              canClaim={canClaim(session)}
              onClaim={() => {
                onClaim();
                // The button goes away with the claim: keep the focus where the learner goes next.
                requestAnimationFrame(() => continueButton.current?.focus());
              }}
            />
          ) : null}
        </div>

        <div className="flex items-center justify-between gap-2">
          {answered ? (
            <span />
          ) : (
            <Button variant="ghost" size="sm" onClick={onSkip}>
              <SkipForward aria-hidden className="size-4" />
              {t('skip')}
            </Button>
          )}
          {answered ? (
            <Button ref={continueButton} onClick={onContinue} size="lg">
              {last ? t('seeResults') : t('continue')}
              <ArrowRight aria-hidden className="size-4" />
            </Button>
          ) : null}
        </div>
      </Card>

      <ConfirmDialog
        open={confirming === 'end'}
        onOpenChange={(open) => setConfirming(open ? 'end' : null)}
        title={t('confirm.endTitle')}
        description={t('confirm.endText', { answered: answeredCount })}
        confirmLabel={t('confirm.end')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={onEnd}
      />
      <ConfirmDialog
        open={confirming === 'quit'}
        onOpenChange={(open) => setConfirming(open ? 'quit' : null)}
        title={t('confirm.quitTitle')}
        description={t('confirm.quitText')}
        confirmLabel={t('confirm.quit')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={onQuit}
        danger
      />
      <ConfirmDialog
        open={backAsked}
        onOpenChange={(open) => {
          // The dialog closes before its confirm button acts: wait a tick to know which way it closed.
          if (!open)
            queueMicrotask(() => {
              if (!leaving.current) onBackAnswer(false);
              leaving.current = false;
            });
        }}
        title={t('confirm.backTitle')}
        description={t('confirm.quitText')}
        confirmLabel={t('confirm.leave')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => {
          leaving.current = true;
          onBackAnswer(true);
        }}
        danger
      />
    </div>
  );
}
