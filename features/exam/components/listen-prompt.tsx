'use client';

import { useTranslations } from 'next-intl';
import { HeardWord } from '@/features/japanese/components/heard-word';
import { useJapaneseVoice, useNoJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';
import type { Question } from '@/features/exam/types';

/**
 * A "listen" question: nothing to read, the word is heard (at once, again with the button or R). Once answered,
 * the word is shown with its reading, so the learner sees what they heard.
 */
export function ListenPrompt({
  question,
  questionNumber,
  answered,
  labelId,
}: {
  question: Question;
  /** The question's place in the test: a word asked twice is spoken again. */
  questionNumber: number;
  answered: boolean;
  labelId: string;
}) {
  const t = useTranslations('exam');
  const speak = useJapaneseVoice();
  const noVoice = useNoJapaneseVoice();
  const spoken = question.spoken ?? '';
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p id={labelId} className="text-sm text-muted">
        {t('prompts.listen')}
      </p>
      <HeardWord
        spoken={spoken}
        speak={speak}
        playLabel={t('listen.play')}
        noVoiceText={noVoice ? t('listen.noVoice') : null}
        replayKey={questionNumber}
      />
      {answered ? (
        <p lang="ja" className="font-jp text-4xl font-semibold wrap-anywhere" data-testid="heard-word">
          {question.card.term}
          {spoken !== question.card.term ? <span className="ml-3 text-xl font-normal text-muted">{spoken}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
