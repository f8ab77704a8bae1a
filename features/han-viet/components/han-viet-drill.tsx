'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import {
  DRILL_MODES,
  drillQuestions,
  type DrillAnswer,
  type DrillDeck,
  type DrillMode,
  type DrillQuestion,
} from '../drill';
import { DrillQuestionView } from './drill-question';
import { DrillSummary } from './drill-summary';

/** The drill: choose a direction, one question per kanji, a summary with the score and the misses. */
export function HanVietDrill({ deck, backHref }: { deck: DrillDeck; backHref: string }) {
  const t = useTranslations('hanVietDrill');
  const [mode, setMode] = useState<DrillMode | null>(null);
  const [questions, setQuestions] = useState<readonly DrillQuestion[]>([]);
  const [answers, setAnswers] = useState<readonly DrillAnswer[]>([]);
  const [position, setPosition] = useState(0);

  const start = (chosen: DrillMode) => {
    setMode(chosen);
    setQuestions(drillQuestions(deck.items, chosen));
    setAnswers([]);
    setPosition(0);
  };

  if (deck.items.length < 2) {
    return (
      <Card>
        <p>{t('tooFew')}</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link href={backHref}>{t('back')}</Link>
        </Button>
      </Card>
    );
  }

  if (mode === null) {
    return (
      <Card className="space-y-4">
        <p>{t('lead')}</p>
        {deck.leftOut.length > 0 ? (
          <p className="text-sm text-muted">
            {t('leftOut', { count: deck.leftOut.length, kanji: deck.leftOut.join('、') })}
          </p>
        ) : null}
        <fieldset>
          <legend className="mb-2 font-semibold">{t('chooseMode')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {DRILL_MODES.map((m, i) => (
              <Button key={m} variant={i === 0 ? 'primary' : 'secondary'} size="lg" onClick={() => start(m)}>
                {t(`modes.${m}`)}
              </Button>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-muted">{t('count', { count: deck.items.length })}</p>
      </Card>
    );
  }

  if (position >= questions.length) {
    return (
      <DrillSummary
        deck={deck}
        answers={answers}
        backHref={backHref}
        onAgain={() => start(mode)}
        onOtherMode={() => setMode(null)}
      />
    );
  }

  const question = questions[position]!;
  return (
    <DrillQuestionView
      key={position}
      deck={deck}
      question={question}
      number={position + 1}
      total={questions.length}
      right={answers.filter((a) => a.chosen === a.question.answer).length}
      chosen={answers[position]?.chosen ?? null}
      onChoose={(chosen) => setAnswers([...answers, { question, chosen }])}
      onNext={() => setPosition(position + 1)}
    />
  );
}
