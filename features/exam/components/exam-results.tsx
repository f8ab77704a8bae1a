'use client';

import { ArrowLeft, LogIn, RotateCcw, Repeat2, Trophy, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { compareAnswer, MarkedAnswer } from '@/features/japanese/components/answer-comparison';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { DiffText } from '@/features/japanese/components/kana-diff-text';
import { acceptedReadings } from '@/features/exam/check-answer';
import { ColumnHeads, DrawnKanjiTable } from './drawn-kanji-table';
import type { ExamScore } from '@/features/exam/session';
import type { Question } from '@/features/exam/types';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils/cn';

/** 'queued': an account's result kept on the device until the network is back (features/offline). */
export type SaveState = 'idle' | 'saving' | 'saved' | 'queued' | 'guest' | 'failed';

/** "2:05": minutes and seconds (hours are not a thing in a 100-question test). */
function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The completed screen: score, time, wrong answers with the right ones, retry, retry the wrong ones. */
export function ExamResults({
  result,
  title,
  backHref,
  saveState,
  onRetry,
  onRetryWrong,
}: {
  result: ExamScore;
  title: string;
  backHref: string;
  saveState: SaveState;
  onRetry: () => void;
  onRetryWrong: () => void;
}) {
  const t = useTranslations('exam.results');
  const pathname = usePathname();
  const notReached = result.total - result.answered - result.skipped;
  // Ended (or skipped through) before any answer: there is no score to show, only a way to start again.
  const nothing = result.answered === 0;
  // "Write the kanji": every kanji is listed with how it went, the right ones too (with hints or not).
  const drawn = result.drawn.length > 0;
  const tone = result.percent >= 80 ? 'text-success' : result.percent >= 50 ? 'text-link' : 'text-danger';

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col items-center gap-3 p-5 text-center sm:p-8">
        <p className="max-w-full text-sm wrap-anywhere text-muted">{title}</p>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Trophy aria-hidden className="hidden size-5 text-link sm:block" />
          {t('heading')}
        </h2>
        {nothing ? (
          <p className="text-lg font-medium" data-testid="exam-nothing-answered">
            {t('nothingAnswered')}
          </p>
        ) : (
          <>
            <p className={cn('text-5xl font-bold tabular-nums', tone)} data-testid="exam-percent">
              {t('percent', { percent: result.percent })}
            </p>
            <p className="text-lg font-medium tabular-nums">
              <span aria-hidden>{t('score', { correct: result.correct, answered: result.answered })}</span>
              <span className="sr-only">{t('scoreLabel', { correct: result.correct, answered: result.answered })}</span>
            </p>
          </>
        )}
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-muted">
          <li>{t('time', { time: formatDuration(result.durationMs) })}</li>
          {result.hinted > 0 ? <li>{t('withHints', { count: result.hinted })}</li> : null}
          {result.skipped > 0 ? <li>{t('skipped', { count: result.skipped })}</li> : null}
          {notReached > 0 ? <li>{t('notAnswered', { count: notReached })}</li> : null}
        </ul>
        <SaveNotice state={saveState} loginHref={`/auth/login?${new URLSearchParams({ redirect: pathname })}`} />
        <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={onRetry} size="lg">
            <RotateCcw aria-hidden className="size-4" />
            {nothing ? t('startAgain') : t('retry')}
          </Button>
          {result.wrong.length > 0 ? (
            <Button onClick={onRetryWrong} size="lg" variant="secondary">
              <Repeat2 aria-hidden className="size-4" />
              {t('retryWrong')}
            </Button>
          ) : null}
          <Button asChild size="lg" variant="ghost">
            <Link href={backHref}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('back')}
            </Link>
          </Button>
        </div>
      </Card>

      {nothing ? null : (
        <Card className="p-4 sm:p-6">
          <h3 className="mb-3 font-semibold">
            {drawn
              ? t('drawnHeading', { count: result.drawn.length })
              : t('wrongHeading', { count: result.wrong.length })}
          </h3>
          {result.wrong.length > 0 ? (
            <p className="mb-3 text-sm">
              <Link href="/mistakes" className="font-medium text-accent underline underline-offset-4">
                {/* Offline, an account's misses wait on the device with the score (features/offline). */}
                {t(saveState === 'queued' ? 'inMistakesQueued' : 'inMistakes')}
              </Link>
            </p>
          ) : null}
          {drawn ? (
            <DrawnKanjiTable drawn={result.drawn} />
          ) : result.wrong.length === 0 ? (
            <p className="text-muted">{t('allRight')}</p>
          ) : (
            <Table className="w-full text-left text-sm">
              <ColumnHeads names={[t('question'), t('given'), t('answer')]} />
              <TableBody>
                {result.wrong.map(({ question, given }, i) => (
                  <WrongAnswerRow key={`${question.card.id}-${i}`} question={question} given={given} />
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
    </div>
  );
}

function SaveNotice({ state, loginHref }: { state: SaveState; loginHref: string }) {
  const t = useTranslations('exam.results');
  if (state === 'idle') return null;
  return (
    <p role="status" className="text-sm text-muted">
      {state === 'saving' ? t('saving') : null}
      {state === 'saved' ? t('saved') : null}
      {state === 'queued' ? t('savedOnDevice') : null}
      {state === 'failed' ? <span className="text-danger">{t('saveFailed')}</span> : null}
      {state === 'guest' ? (
        <span className="inline-flex flex-wrap items-center justify-center gap-x-2">
          {t('guest')}
          <Link href={loginHref} className="inline-flex items-center gap-1 font-medium text-link underline">
            <LogIn aria-hidden className="size-3.5" />
            {t('login')}
          </Link>
        </span>
      ) : null}
    </p>
  );
}

/**
 * A wrong answer in the results: what was typed muted, with a cross (never struck through: a struck-through ご
 * cannot be read), the right answer in full, the kana that differ marked in both.
 */
function WrongAnswerRow({ question, given }: { question: Question; given: string }) {
  const t = useTranslations('exam.results');
  const ja = question.answerLanguage === 'ja';
  const { typed, shown, compared } = compareAnswer(
    question.answer,
    given,
    question.answerLanguage,
    acceptedReadings(question),
  );
  return (
    <TableRow className="border-t border-line align-top">
      <TableCell className="py-2 pr-3 font-jp text-base wrap-anywhere">{question.prompt}</TableCell>
      <TableCell
        lang={question.answerLanguage}
        className={cn('py-2 pr-3 wrap-anywhere text-muted', ja && 'font-jp text-base')}
      >
        <X aria-hidden className="me-1 inline size-3.5 align-[-0.1em] text-danger" />
        {typed === '' ? t('noAnswer') : compared ? <DiffText parts={compared.diff.given} /> : typed}
      </TableCell>
      <TableCell
        lang={question.answerLanguage}
        className={cn('py-2 font-semibold wrap-anywhere', ja && 'font-jp text-base')}
      >
        <MarkedAnswer shown={shown} compared={compared} />
      </TableCell>
    </TableRow>
  );
}
