'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { LazyWritingPad } from '@/features/exam/components/lazy-writing-pad';

/**
 * A kanji to write, retried from the bank: its readings, the pad (no model under it, as in the test), and once
 * the last stroke is in, Next. Right is drawn without a stroke shown (hints allowed, as the test counts them).
 */
export function WritingRetry({
  kanji,
  reading,
  answered,
  onFinished,
  onNext,
}: {
  kanji: string;
  reading: string;
  answered: boolean;
  onFinished: (right: boolean) => void;
  onNext: () => void;
}) {
  const t = useTranslations('mistakes');
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (answered) next.current?.focus();
  }, [answered]);
  return (
    <div className="space-y-3">
      {reading ? (
        <p lang="ja" className="-mt-2 font-jp text-lg text-soft">
          {reading}
        </p>
      ) : null}
      <LazyWritingPad kanji={kanji} showModel={false} onFinished={({ outcome }) => onFinished(outcome !== 'missed')} />
      {answered ? (
        <Button ref={next} onClick={onNext} className="w-full sm:w-auto">
          {t('next')}
        </Button>
      ) : null}
    </div>
  );
}
