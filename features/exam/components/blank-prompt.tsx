'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { blankSentence } from '@/features/exam/fill-blank';
import type { ExampleSentence } from '@/features/content/types';
import { useJapaneseVoice, useNoJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';
import { ExampleSentenceView, FuriganaParts } from '@/features/sentences/components/example-sentence';

/**
 * A fill-in-the-blank question: the word's example sentence with the word left out (furigana kept on the rest),
 * its translation in the learner's language. Once answered, the whole sentence with the word marked, and a
 * button that reads it.
 */
export function BlankPrompt({
  sentence,
  answered,
  labelId,
}: {
  sentence: ExampleSentence;
  answered: boolean;
  labelId: string;
}) {
  const t = useTranslations('exam');
  const locale = useLocale();
  const speak = useJapaneseVoice();
  const noVoice = useNoJapaneseVoice();
  const noVoiceNoteId = useId();
  const blank = blankSentence(sentence);
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-center text-sm text-muted">
        {t('prompts.blank')}
      </p>
      {answered ? (
        <>
          <ExampleSentenceView
            sentence={sentence}
            speak={speak}
            noVoiceNoteId={noVoice ? noVoiceNoteId : null}
            className="[&_p]:text-xl sm:[&_p]:text-2xl"
          />
          {noVoice ? (
            <p id={noVoiceNoteId} className="text-xs text-muted">
              {t('listen.noVoice')}
            </p>
          ) : null}
        </>
      ) : (
        <div>
          <p lang="ja" className="font-jp text-xl leading-loose wrap-anywhere sm:text-2xl">
            <FuriganaParts parts={blank.before} furigana />
            <span
              role="img"
              aria-label={t('blank.gap')}
              data-testid="blank"
              className="mx-1 inline-block h-[1.2em] border-b-2 border-primary-500 align-text-bottom"
              style={{ width: `${blank.blankEm}em` }}
            />
            <FuriganaParts parts={blank.after} furigana />
          </p>
          <p lang={locale} className="text-sm text-muted">
            {locale === 'vi' ? sentence.vi : sentence.en}
          </p>
        </div>
      )}
    </div>
  );
}
