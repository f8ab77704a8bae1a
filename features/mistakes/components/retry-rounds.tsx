'use client';

import { CircleX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';

import { AnswerComparison } from '@/features/japanese/components/answer-comparison';
import { AnswerInput } from '@/features/japanese/components/answer-input';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { answersInJapanese, checkLanguage, checkRetry, otherSpellings, questionAsked } from '@/features/mistakes/check';
import { answerItem, currentItem, remaining, startRounds } from '@/features/mistakes/rounds';
import type { Mistake } from '@/features/mistakes/schemas';
import { cn } from '@/lib/utils/cn';

import { saveRetry, type BankOwner } from '../bank-backend';
import { WritingRetry } from './writing-retry';

type Feedback = { item: Mistake; verdict: 'right' | 'wrong'; cleared: boolean; given: string };

/**
 * Retrying the listed mistakes in rounds (features/mistakes/rounds.ts): every item once per round, typed and marked
 * by the checker that first marked it; two right answers in a row clear one. Each answer is saved as it is given,
 * so stopping half-way keeps what was done. Loaded on demand by the mistakes page.
 */
export function RetryRounds({
  items,
  owner,
  onFinish,
}: {
  items: readonly Mistake[];
  owner: BankOwner;
  onFinish: () => void;
}) {
  const t = useTranslations('mistakes');
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const [rounds, setRounds] = useState(() => startRounds(items));
  const [value, setValue] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  // Questions asked so far: each one a new, empty writing pad, even when the same item comes straight back.
  const [asked, setAsked] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // The list is read again after the rounds: it must not be read before the last answers are saved, or the
  // mistakes just cleared would still be in it.
  const savesInFlight = useRef(new Set<Promise<void>>());
  const finish = async () => {
    await Promise.allSettled([...savesInFlight.current]);
    onFinish();
  };

  const id = currentItem(rounds);
  const item = feedback?.item ?? (id ? byId.get(id) : undefined);
  const left = remaining(rounds);

  const check = (text = value) => {
    if (!item || feedback) return;
    const verdict = checkRetry(item.check, text);
    if (verdict !== 'again') mark(item, verdict, text);
  };

  const mark = (marked: Mistake, verdict: 'right' | 'wrong', text: string) => {
    const next = answerItem(rounds, verdict === 'right');
    setRounds(next);
    setFeedback({ item: marked, verdict, cleared: verdict === 'right' && !(marked.id in next.streaks), given: text });
    const saving = saveRetry(owner, marked.id, verdict === 'right').then((saved) => setSaveFailed(!saved));
    savesInFlight.current.add(saving);
    void saving.finally(() => savesInFlight.current.delete(saving));
  };

  const goOn = () => {
    setAsked((n) => n + 1);
    setFeedback(null);
    setValue('');
    requestAnimationFrame(() => input.current?.focus());
  };

  if (!item) {
    return (
      <div className="space-y-4 rounded-xl border border-line bg-surface p-6 text-center" role="status">
        <h2 className="text-xl font-semibold">{t('doneTitle')}</h2>
        <p className="text-soft">{t('doneText')}</p>
        <Button onClick={() => void finish()}>{t('backToList')}</Button>
      </div>
    );
  }

  const japanese = answersInJapanese(item.check);
  const writing = item.check.kind === 'writing' ? item.check : null;
  const asks = questionAsked(item);
  const showsMeaning = asks === 'term' || writing !== null;
  return (
    <section className="space-y-4 rounded-xl border border-line bg-surface p-4 sm:p-6" aria-labelledby="retry-prompt">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <span>
          {t('round', { round: rounds.round })} · {t('left', { count: left })} ·{' '}
          {t('cleared', { count: rounds.cleared })}
        </span>
        <Button variant="ghost" size="sm" onClick={() => void finish()}>
          {t('stop')}
        </Button>
      </div>
      <p className="text-xs text-muted">
        {t(`sources.${item.source}`)} · {item.origin}
      </p>
      <div>
        <p className="text-sm font-medium text-soft">{t(`ask.${asks}`)}</p>
        {/* "Which word means…" shows a meaning (the learner's language); every other question shows Japanese. */}
        <p
          id="retry-prompt"
          className={cn(
            'font-medium break-words',
            showsMeaning ? 'text-2xl' : asks === 'blank' ? 'font-jp text-2xl' : 'font-jp text-4xl',
          )}
          lang={showsMeaning ? undefined : 'ja'}
        >
          {item.prompt}
        </p>
      </div>
      {writing ? (
        <WritingRetry
          key={asked}
          kanji={writing.kanji}
          reading={item.card.reading}
          answered={feedback !== null}
          onFinished={(right) => mark(item, right ? 'right' : 'wrong', '')}
          onNext={goOn}
        />
      ) : (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (feedback) goOn();
            else check();
          }}
        >
          <AnswerInput
            inputRef={input}
            kana={japanese}
            value={value}
            onValueChange={setValue}
            onEnter={(text) => (feedback ? goOn() : check(text))}
            readOnly={feedback !== null}
            aria-label={t('typeAnswer')}
            autoFocus
            className="flex-1"
          />
          {feedback ? (
            <Button type="submit">{t('next')}</Button>
          ) : (
            <Button type="submit" disabled={value.trim() === ''}>
              {t('check')}
            </Button>
          )}
        </form>
      )}
      {feedback?.verdict === 'wrong' && writing ? (
        <FormMessage>{t('wrongWriting')}</FormMessage>
      ) : feedback?.verdict === 'wrong' ? (
        <div role="alert" className="rounded-xl border border-red-500/40 bg-danger-bg p-4">
          <p className="flex items-center gap-2 font-semibold text-danger-strong">
            <CircleX aria-hidden className="size-5 shrink-0" />
            {t('wrong')}
          </p>
          <div className="mt-3">
            <AnswerComparison
              answer={feedback.item.expected}
              given={feedback.given}
              language={japanese ? 'ja' : checkLanguage(feedback.item.check)}
              alsoAccepted={otherSpellings(feedback.item)}
            />
          </div>
        </div>
      ) : feedback ? (
        <FormMessage kind="success">{feedback.cleared ? t('rightCleared') : t('rightOnce')}</FormMessage>
      ) : null}
      {saveFailed ? <FormMessage>{t('saveRetryFailed')}</FormMessage> : null}
    </section>
  );
}
