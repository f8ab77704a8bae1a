'use client';

import { useTranslations } from 'next-intl';
import { displayReading } from '@/features/exam/normalize';
import { HeardWord } from '@/features/japanese/components/heard-word';
import type { ReviewCardContent } from '@/features/review/server/card-content';

/** A word asked by ear: nothing to read, the word spoken as the card appears, again with the button or R. */
export function ListeningPrompt({
  content,
  speak,
}: {
  content: ReviewCardContent;
  /** null while the device's voice is not known yet: the card waits, silent, with nothing shown. */
  speak: ((text: string) => void) | null;
}) {
  const t = useTranslations('review');
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-lg font-medium">{t('listenPrompt')}</p>
      <HeardWord
        spoken={displayReading(content.exam.readings[0] ?? content.exam.term)}
        speak={speak}
        playLabel={t('playAgain')}
        noVoiceText={null}
      />
    </div>
  );
}
