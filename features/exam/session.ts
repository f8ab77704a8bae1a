/**
 * A test in progress as a value: each step returns a new session, so the screen is a view of it and the
 * rules (skip, end early, "I was right" once) are tested without a browser. Times are passed in (ms).
 */
import type { WritingOutcome } from '@/features/writing/writing-session';
import { isAcceptedAnswer, senseWithoutDiacritics } from './check-answer';
import type { Question, TestKind } from './types';

export type Outcome =
  | {
      readonly kind: 'answered';
      readonly given: string;
      readonly correct: boolean;
      readonly claimed: boolean;
      /** Counted although typed without diacritics: the sense as it is spelled ("tốt" for "tot"). */
      readonly spelled?: string;
      /** A kanji drawn on the pad: how it went (clean and hinted count as right, missed does not). */
      readonly writing?: WritingOutcome;
    }
  | { readonly kind: 'skipped' };

export interface ExamSession {
  readonly testKind: TestKind;
  readonly questions: readonly Question[];
  /** One entry per question reached so far. */
  readonly outcomes: readonly Outcome[];
  readonly index: number;
  /** asking: waiting for an answer; feedback: the answer was marked, waiting for "continue"; completed. */
  readonly status: 'asking' | 'feedback' | 'completed';
  readonly startedAt: number;
  readonly finishedAt: number | null;
}

export function startSession(testKind: TestKind, questions: readonly Question[], now: number): ExamSession {
  return {
    testKind,
    questions,
    outcomes: [],
    index: 0,
    status: questions.length === 0 ? 'completed' : 'asking',
    startedAt: now,
    finishedAt: questions.length === 0 ? now : null,
  };
}

export function currentQuestion(session: ExamSession): Question | undefined {
  return session.questions[session.index];
}

function withOutcome(session: ExamSession, outcome: Outcome): readonly Outcome[] {
  const outcomes = [...session.outcomes];
  outcomes[session.index] = outcome;
  return outcomes;
}

function finish(session: ExamSession, now: number): ExamSession {
  return { ...session, status: 'completed', finishedAt: now };
}

/** Marks the answer (a typed text, or the chosen option's text) and shows the feedback. */
export function answer(session: ExamSession, given: string): ExamSession {
  const question = currentQuestion(session);
  if (session.status !== 'asking' || !question || question.mode === 'write') return session;
  const multipleChoice = session.testKind === 'multipleChoice';
  const correct = multipleChoice
    ? given === question.answer
    : isAcceptedAnswer(question.answerLanguage, question.accepted, given);
  const spelled =
    !correct && !multipleChoice && question.mode === 'meaning' && question.answerLanguage === 'vi'
      ? senseWithoutDiacritics(question.card, given)
      : null;
  const outcome: Outcome = spelled
    ? { kind: 'answered', given, correct: true, claimed: false, spelled }
    : { kind: 'answered', given, correct, claimed: false };
  return { ...session, status: 'feedback', outcomes: withOutcome(session, outcome) };
}

/**
 * A kanji drawn on the pad ("write the kanji"): clean (every stroke right) and hinted (some stroke found only
 * once the pad showed where it goes) count as right, the latter marked in the results; missed (a stroke the
 * pad had to draw, asked for or after the learner gave up) is wrong. The matcher has judged each stroke, so
 * there is no "I was right" to claim.
 */
export function answerWriting(session: ExamSession, writing: WritingOutcome): ExamSession {
  const question = currentQuestion(session);
  if (session.status !== 'asking' || !question || question.mode !== 'write') return session;
  const correct = writing !== 'missed';
  const outcome: Outcome = {
    kind: 'answered',
    given: correct ? question.answer : '',
    correct,
    claimed: false,
    writing,
  };
  return { ...session, status: 'feedback', outcomes: withOutcome(session, outcome) };
}

/** "I was right": a wrong written answer counts after all, once. */
export function canClaim(session: ExamSession): boolean {
  const outcome = session.outcomes[session.index];
  return (
    session.testKind === 'written' &&
    session.status === 'feedback' &&
    outcome?.kind === 'answered' &&
    !outcome.correct &&
    !outcome.claimed &&
    outcome.writing === undefined
  );
}

export function claimCorrect(session: ExamSession): ExamSession {
  if (!canClaim(session)) return session;
  const outcome = session.outcomes[session.index] as Extract<Outcome, { kind: 'answered' }>;
  return { ...session, outcomes: withOutcome(session, { ...outcome, correct: true, claimed: true }) };
}

/** After the feedback: the next question, or the end. */
export function next(session: ExamSession, now: number): ExamSession {
  if (session.status !== 'feedback') return session;
  return advance(session, now);
}

function advance(session: ExamSession, now: number): ExamSession {
  const index = session.index + 1;
  if (index >= session.questions.length) return finish({ ...session, index: session.questions.length - 1 }, now);
  return { ...session, index, status: 'asking' };
}

/** Skips the current question: it counts neither as right nor as answered. */
export function skip(session: ExamSession, now: number): ExamSession {
  if (session.status !== 'asking') return session;
  return advance({ ...session, outcomes: withOutcome(session, { kind: 'skipped' }) }, now);
}

/**
 * Takes back the skip of question `index` as long as nothing happened since (the next question is not answered
 * yet, or the skip finished the test): the question is asked again, in its place.
 */
export function undoSkip(session: ExamSession, index: number): ExamSession {
  const lastOutcome = session.outcomes.length === index + 1 && session.outcomes[index]?.kind === 'skipped';
  const untouched =
    (session.status === 'asking' && session.index === index + 1) ||
    (session.status === 'completed' && session.index === index && index === session.questions.length - 1);
  if (!lastOutcome || !untouched) return session;
  return { ...session, index, status: 'asking', outcomes: session.outcomes.slice(0, index), finishedAt: null };
}

/** Ends the test now; it is scored on the questions answered so far. */
export function endEarly(session: ExamSession, now: number): ExamSession {
  if (session.status === 'completed') return session;
  return finish(session, now);
}

interface WrongAnswer {
  readonly question: Question;
  readonly given: string;
}

/** A kanji the learner drew, and how. */
interface DrawnKanji {
  readonly question: Question;
  readonly writing: WritingOutcome;
}

export interface ExamScore {
  readonly correct: number;
  readonly answered: number;
  readonly total: number;
  readonly skipped: number;
  /** correct / answered, rounded; 0 when nothing was answered. */
  readonly percent: number;
  readonly durationMs: number;
  readonly wrong: readonly WrongAnswer[];
  /** Every kanji drawn on the pad, in the order asked ([] in a test that asks no writing). */
  readonly drawn: readonly DrawnKanji[];
  /** How many of the right answers were drawn with the pad's hints (counted right, shown apart). */
  readonly hinted: number;
}

export function score(session: ExamSession, now = session.finishedAt ?? session.startedAt): ExamScore {
  let correct = 0;
  let answered = 0;
  let skipped = 0;
  const wrong: WrongAnswer[] = [];
  const drawn: DrawnKanji[] = [];
  session.outcomes.forEach((outcome, i) => {
    if (!outcome) return;
    if (outcome.kind === 'skipped') {
      skipped++;
      return;
    }
    answered++;
    if (outcome.correct) correct++;
    else wrong.push({ question: session.questions[i], given: outcome.given });
    if (outcome.writing) drawn.push({ question: session.questions[i], writing: outcome.writing });
  });
  return {
    correct,
    answered,
    total: session.questions.length,
    skipped,
    percent: answered === 0 ? 0 : Math.round((correct / answered) * 100),
    durationMs: Math.max(0, (session.finishedAt ?? now) - session.startedAt),
    wrong,
    drawn,
    hinted: drawn.filter((d) => d.writing === 'hinted').length,
  };
}

/** The progress bar's position: questions behind the learner. */
export function progress(session: ExamSession): { done: number; total: number } {
  const done =
    session.status === 'completed' ? session.questions.length : session.index + (session.status === 'feedback' ? 1 : 0);
  return { done, total: session.questions.length };
}
