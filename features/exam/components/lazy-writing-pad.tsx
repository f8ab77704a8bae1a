'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { WritingPadProps } from '@/features/writing/components/writing-pad';

// Loaded when a question that asks for a drawn kanji is shown: the tests, the reviews and the mistakes bank use
// the pad, and none of them puts it in its page's first load.
const WritingPad = dynamic(() => import('@/features/writing/components/writing-pad').then((m) => m.WritingPad), {
  ssr: false,
  loading: PadLoading,
});

/** The writing pad at the size every question asks on: a square a thumb can write in, never wider than a hand. */
export function LazyWritingPad(props: WritingPadProps) {
  return (
    <div className="mx-auto w-full max-w-72 sm:max-w-80">
      <WritingPad {...props} />
    </div>
  );
}

function PadLoading() {
  const t = useTranslations('writing.pad');
  return (
    <p role="status" className="flex aspect-square w-full items-center justify-center text-sm text-muted">
      {t('loading')}
    </p>
  );
}
