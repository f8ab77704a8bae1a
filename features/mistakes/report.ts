'use client';

/**
 * The one call a test or the quiz makes where an answer is judged wrong. Small on purpose: a guest's miss is
 * written to local storage at once; the server actions for an account's load only once there is a miss to send.
 */
import { describeForm, type Locale } from '@/features/conjugation/engine/form-labels';
import type { Conjugation } from '@/features/conjugation/engine/types';
import type { ExamSession } from '@/features/exam/session';
import type { ExamCard, ExamDeck } from '@/features/exam/types';
import type { Question as QuizQuestion } from '@/features/conjugation/quiz/pick';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import { signedInHint } from '@/lib/auth/signed-in-hint';
import { discardEntries } from '@/lib/offline/outbox';
import { newWriteKey, sendOrKeep, type QueuedWrite } from '@/features/offline/writes';
import { keepOnDevice } from '@/features/mistakes/guest-store';
import { conjugationMiss, examItemKey, examMiss, writingMiss, type MissTarget } from '@/features/mistakes/item-key';
import type { Miss } from '@/features/mistakes/schemas';

const backend = () => import('./bank-backend');

function keep(miss: Miss): void {
  if (!signedInHint()) return keepOnDevice(miss);
  const payload = { ...miss, idempotencyKey: newWriteKey() };
  // Offline (no answer, or the sender's code could not load) an account's miss waits in the outbox (features/offline).
  void sendOrKeep({ kind: 'mistake', payload }, () => backend().then((bank) => bank.reportMiss(payload))).catch(
    () => {}, // no account known on this device: a miss not kept is not worth interrupting the test for
  );
}

/** Called after each answer of a test: keeps the current question if it was answered wrong. */
export function reportExamAnswer(session: ExamSession, deck: ExamDeck, target: MissTarget): void {
  const outcome = session.outcomes[session.index];
  const question = session.questions[session.index];
  if (outcome?.kind !== 'answered' || outcome.correct || !question) return;
  keep(examMiss(question, outcome.given, deck, target, session.testKind));
}

/** "I was right" on a written answer: the miss just kept leaves the bank. */
export function withdrawExamMiss(session: ExamSession, deck: ExamDeck, target: MissTarget): void {
  const question = session.questions[session.index];
  if (!question) return;
  const key = examItemKey(deck.source, target.setKey, question.card.id, question.mode);
  // Still waiting in the outbox: it never leaves the device.
  discardEntries((entry) => {
    const write = entry as unknown as QueuedWrite;
    return write.kind === 'mistake' && write.payload.itemKey === key && write.payload.source === 'written';
  });
  void backend()
    .then((bank) => bank.forgetMiss(key))
    .catch(() => {});
}

/** A kanji card asked as writing in a review, drawn only once the pad showed a stroke. */
export function reportReviewWritingMiss(
  card: ExamCard,
  deck: Pick<ExamDeck, 'source' | 'termLanguage' | 'meaningLanguage'>,
  target: MissTarget,
): void {
  keep(writingMiss(card, deck, target, 'review'));
}

/** A wrong answer in the conjugation quiz. */
export function reportConjugationMiss(
  word: QuizWord,
  question: QuizQuestion,
  given: string,
  expected: Conjugation,
  locale: Locale,
): void {
  const options = { polite: question.polite, negative: question.negative };
  keep(
    conjugationMiss({
      word,
      form: question.form,
      ...options,
      formLabel: describeForm(question.form, options, locale),
      given,
      expected,
      meaningLanguage: locale === 'vi' ? 'vi' : 'en',
    }),
  );
}
