'use client';

import { CircleCheck, CircleX } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { nameTheFormChoices } from '@/features/conjugation/quiz/name-the-form';
import type { QuizPlan } from '@/features/conjugation/quiz/plan';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import type { QuizKind, QuizSettings } from '@/features/conjugation/quiz/settings';
import { cn } from '@/lib/utils/cn';
import { FuriganaText } from './furigana-text';
import { QUIZ_CARD_MIN_HEIGHT, QuizLoadingCard } from './quiz-loading-card';
import { NothingToAsk } from './nothing-to-ask';
import { TallyBar } from './tally-bar';
import { useNameTheForm } from '../hooks/use-name-the-form';

const chip =
  'flex cursor-pointer items-center justify-center rounded-lg border border-line-strong px-3 py-2 text-center text-sm font-medium transition-colors hover:bg-surface-hover has-[:checked]:border-primary-500 has-[:checked]:bg-primary-500 has-[:checked]:text-on-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-500 has-[:disabled]:cursor-default';

function Choice({
  name,
  checked,
  disabled,
  onPick,
  children,
}: {
  name: string;
  checked: boolean;
  disabled: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <label className={chip}>
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onPick} className="sr-only" />
      {children}
    </label>
  );
}

/** Plain / polite or affirmative / negative: false is the first label, true the second. */
function TwoChoices({
  name,
  legend,
  labels,
  value,
  disabled,
  onPick,
}: {
  name: string;
  legend: string;
  labels: [string, string];
  value: boolean;
  disabled: boolean;
  onPick: (value: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {([false, true] as const).map((option) => (
          <Choice
            key={String(option)}
            name={name}
            checked={value === option}
            disabled={disabled}
            onPick={() => onPick(option)}
          >
            {labels[Number(option)]}
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The reverse drill ("Name the form"): a conjugated form is shown and the learner names it with three groups
 * of radio buttons (form, plain / polite, affirmative / negative), arrows to move and Enter to check. A miss
 * shows every form that gives this string and the rule that builds it from the dictionary form.
 */
export function NameTheForm({
  kind,
  words,
  plan,
  settings,
  ready,
  onOpenSettings,
}: {
  kind: QuizKind;
  words: readonly QuizWord[];
  plan: QuizPlan;
  settings: QuizSettings;
  ready: boolean;
  onOpenSettings: () => void;
}) {
  const t = useTranslations('conjugation');
  const locale = useLocale() === 'vi' ? 'vi' : 'en';
  const id = useId();
  const { started, question, picked, verdict, tally, needForm, feedback, nextRef, actions } = useNameTheForm({
    words,
    plan,
    ready,
    locale,
  });

  if (!ready || !started) return <QuizLoadingCard kind={kind} />;
  if (!question || !feedback) return <NothingToAsk kind={kind} plan={plan} onOpenSettings={onOpenSettings} />;

  const word = words[question.question.word];
  const answered = verdict !== null;
  const forms = nameTheFormChoices(kind);
  const showMeaning = settings.meaning === 'always' || answered;

  return (
    <Card className={`p-4 sm:p-6 ${QUIZ_CARD_MIN_HEIGHT}`} aria-label={t('nameForm.label')} role="region">
      <TallyBar tally={tally} onReset={actions.resetTally} />
      <div
        className="mt-4 flex flex-col items-center gap-2 text-center"
        data-testid="name-form-question"
        data-written={question.written}
        data-dictionary={word.dictionary}
        data-reading={word.reading}
        data-type={word.type}
        data-form={question.question.form}
        data-polite={String(question.question.polite)}
        data-negative={String(question.question.negative)}
      >
        <p className="text-sm text-muted">{t('nameForm.prompt')}</p>
        <p className="text-4xl leading-[1.6] font-semibold sm:text-5xl">
          <FuriganaText
            written={question.written}
            reading={question.kana}
            hideReading={settings.furigana === 'after' && !answered}
          />
        </p>
        <p className="text-soft">
          {t('nameForm.from')}{' '}
          <span lang="ja" className="font-jp font-semibold">
            {word.dictionary}
          </span>
          {showMeaning ? <> · {word.meaning}</> : null}
        </p>
      </div>

      <form
        className="mt-5 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (answered) actions.next();
          else actions.judge();
        }}
      >
        <fieldset aria-describedby={`${id}-hint`}>
          <legend className="mb-2 text-sm font-medium">{t('nameForm.formLegend')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {forms.map((form) => (
              <Choice
                key={form}
                name={`${id}-form`}
                checked={picked.form === form}
                disabled={answered}
                onPick={() => actions.pick({ form })}
              >
                {t(`forms.${form}`)}
              </Choice>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TwoChoices
            name={`${id}-register`}
            legend={t('settings.register')}
            labels={[t('settings.plain'), t('settings.polite')]}
            value={picked.polite}
            disabled={answered}
            onPick={(polite) => actions.pick({ polite })}
          />
          <TwoChoices
            name={`${id}-polarity`}
            legend={t('settings.polarity')}
            labels={[t('settings.affirmative'), t('settings.negative')]}
            value={picked.negative}
            disabled={answered}
            onPick={(negative) => actions.pick({ negative })}
          />
        </div>
        <p id={`${id}-hint`} aria-live="polite" className="min-h-5 text-sm text-warning-fg">
          {needForm ? t('nameForm.chooseForm') : null}
        </p>
        <div className="flex justify-end">
          {answered ? (
            <Button key="next" ref={nextRef} type="submit" size="lg" className="w-full sm:w-auto sm:min-w-40">
              {t(`quiz.next.${kind}`)}
            </Button>
          ) : (
            <Button key="check" type="submit" size="lg" className="w-full sm:w-auto sm:min-w-32">
              {t('quiz.check')}
            </Button>
          )}
        </div>
      </form>

      <div aria-live="polite" className="mt-4 empty:hidden">
        {answered ? (
          <div
            className={cn(
              'rounded-xl border p-4 sm:p-5',
              verdict === 'right' ? 'border-emerald-500/40 bg-success-bg' : 'border-red-500/40 bg-danger-bg',
            )}
            data-testid="name-form-feedback"
          >
            <p
              className={cn(
                'flex items-center gap-2 font-semibold',
                verdict === 'right' ? 'text-success-fg' : 'text-danger-fg',
              )}
            >
              {verdict === 'right' ? (
                <CircleCheck aria-hidden className="size-5 shrink-0" />
              ) : (
                <CircleX aria-hidden className="size-5 shrink-0" />
              )}
              {verdict === 'right' ? t('quiz.correct') : t('quiz.wrong')}
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-baseline">
              <dt className="text-sm text-muted">{t('nameForm.itIs')}</dt>
              <dd className="font-semibold">{feedback.names.join(' / ')}</dd>
              {verdict === 'wrong' ? (
                <>
                  <dt className="text-sm text-muted">{t('quiz.rule')}</dt>
                  <dd className="text-sm leading-relaxed text-body">
                    <span lang="ja" className="font-jp">
                      {word.dictionary} → {question.written}
                    </span>
                    : {feedback.rule}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
