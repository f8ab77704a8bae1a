'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { saveTestResult } from '@/features/exam/server/actions';
import { testDeck } from '@/features/review/card-key';
import { forgetBestScores } from '@/features/exam/best-scores-client';
import { saveGuestResult } from '@/features/exam/guest-results';
import { readAccount } from '@/features/offline/session';
import { newWriteKey, sendOrKeep } from '@/features/offline/writes';
import { signedInHint } from '@/lib/auth/signed-in-hint';
import { isOffline, knownAccount } from '@/lib/offline/account';
import { buildQuestions, type SentencesByWord } from '@/features/exam/questions';
import {
  answer,
  answerWriting,
  canClaim,
  claimCorrect,
  endEarly,
  next,
  score,
  skip,
  startSession,
  undoSkip,
  type ExamSession,
} from '@/features/exam/session';
import { showUndoToast, UNDO_WINDOW_MS } from '@/components/toast/undo-toast';
import type { ExamDeck, ExamSettings, TestKind } from '@/features/exam/types';
import type { WritingOutcome } from '@/features/writing/writing-session';
import type { SaveState } from '../components/exam-results';
import { reportExamAnswer, withdrawExamMiss } from '@/features/mistakes/report';
import type { ExamTarget } from '../exam-target';

/** A skip that can still be taken back; one that finished the test holds its save until then. */
interface UndoOffer {
  dismiss: () => void;
  pendingSave?: { timer: ReturnType<typeof setTimeout>; save: () => void };
}

/**
 * A test's session and what happens to it: each learner action moves the session on, and the move that
 * completes it saves the result (a signed-in learner's in the account, a guest's on the device). Saving happens in the
 * event that finished the test, so a finished test is saved exactly once — except after a skip that finished
 * it, which is saved once it can no longer be undone (or at once, when the learner moves on).
 *
 * A skip asks nothing: a toast offers to undo it until the next question is answered.
 */
export function useExamSession(deck: ExamDeck, testKind: TestKind, target: ExamTarget) {
  const t = useTranslations('exam');
  const [session, setSession] = useState<ExamSession | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const undoOffer = useRef<UndoOffer | null>(null);

  /** The undo offer no longer applies: its toast goes, and a save it held is made. */
  const withdrawUndo = () => {
    const offer = undoOffer.current;
    if (!offer) return;
    undoOffer.current = null;
    offer.dismiss();
    if (offer.pendingSave) {
      clearTimeout(offer.pendingSave.timer);
      offer.pendingSave.save();
    }
  };
  // Leaving the page with a test the last skip finished still saves it.
  useEffect(() => withdrawUndo, []);

  const save = (finished: ExamSession) => {
    const result = score(finished);
    if (result.answered === 0) return;
    setSaveState('saving');
    // A guest's finished test adds the unit or set to the reviews on this device (an account's: the server),
    // and its score goes to the device's list for the guest's /progress.
    const keepAsGuest = () => {
      saveGuestResult({
        source: target.source,
        setKey: target.setKey,
        unitKey: target.unitKey,
        ...(target.source === 'custom' ? { name: target.title } : {}),
        testKind,
        correct: result.correct,
        answered: result.answered,
        at: Date.now(),
      });
      void import('@/features/review/review-backend').then(({ addDeck }) =>
        addDeck(
          'guest',
          testDeck(target),
          deck.cards.map((card) => card.id),
        ),
      );
      setSaveState('guest');
    };
    // Offline with no account on this device: a guest, whose result never needed the server.
    if (isOffline() && !knownAccount()) return keepAsGuest();
    const payload = {
      testKind,
      source: target.source,
      setKey: target.setKey,
      unitKey: target.unitKey,
      correct: result.correct,
      answered: result.answered,
      total: result.total,
      durationMs: result.durationMs,
      // One key per finished test: sent again (a lost answer, the outbox), it is saved once.
      idempotencyKey: newWriteKey(),
    };
    // An account's result the network could not take waits in the outbox (features/offline) and is sent later.
    sendOrKeep({ kind: 'testResult', payload }, () => saveTestResult(payload))
      .then((outcome) => {
        if (outcome === 'queued') return setSaveState('queued');
        if (outcome.ok) forgetBestScores();
        if (!outcome.ok && outcome.error === 'unauthorized') return keepAsGuest();
        setSaveState(outcome.ok ? 'saved' : 'failed');
      })
      .catch(() => (knownAccount() ? setSaveState('failed') : keepAsGuest()));
  };

  const move = (change: (current: ExamSession) => ExamSession) => {
    if (!session) return;
    withdrawUndo();
    const updated = change(session);
    setSession(updated);
    // A wrong answer goes into the mistakes bank (and out again with "I was right").
    if (session.status === 'asking' && updated.status === 'feedback') reportExamAnswer(updated, deck, target);
    if (updated.status === 'completed' && session.status !== 'completed') save(updated);
  };

  return {
    session,
    saveState,
    begin(settings: ExamSettings, onlyIds?: ReadonlySet<string>, sentences?: SentencesByWord) {
      withdrawUndo();
      // A test page has no header to read the session: learn whose result this is while the network is there.
      if (signedInHint() && !isOffline()) void readAccount();
      setSaveState('idle');
      const questions = buildQuestions(deck, settings, testKind, Math.random, onlyIds, sentences);
      setSession(startSession(testKind, questions, Date.now()));
    },
    quit: () => {
      withdrawUndo();
      setSession(null);
    },
    answer: (given: string) => move((s) => answer(s, given)),
    answerWriting: (writing: WritingOutcome) => move((s) => answerWriting(s, writing)),
    claim: () => {
      if (session && canClaim(session)) withdrawExamMiss(session, deck, target);
      move(claimCorrect);
    },
    next: () => move((s) => next(s, Date.now())),
    skip: () => {
      if (!session) return;
      withdrawUndo();
      const index = session.index;
      const updated = skip(session, Date.now());
      if (updated === session) return;
      setSession(updated);
      const offer: UndoOffer = { dismiss: () => {} };
      if (updated.status === 'completed') {
        offer.pendingSave = { timer: setTimeout(withdrawUndo, UNDO_WINDOW_MS), save: () => save(updated) };
      }
      offer.dismiss = showUndoToast(t('skippedToast', { number: index + 1 }), t('undo'), () => {
        if (undoOffer.current !== offer) return;
        undoOffer.current = null;
        if (offer.pendingSave) clearTimeout(offer.pendingSave.timer);
        setSession((current) => current && undoSkip(current, index));
      }).dismiss;
      undoOffer.current = offer;
    },
    end: () => move((s) => endEarly(s, Date.now())),
  };
}
