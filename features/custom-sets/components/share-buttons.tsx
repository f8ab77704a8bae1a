'use client';

import { ClipboardCopy, Link2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { SetVisibility } from '@/features/custom-sets/limits';
import { DEFAULT_FORMAT, formatWordList, type WordListCard } from '@/features/custom-sets/word-list';
import { useNotify } from '@/components/toast/use-notify';
import { useClipboardCopy } from '../hooks/use-clipboard-copy';

/** The format "copy words" writes: the importer's default with both optional columns when used. */
function copyFormatFor(cards: readonly WordListCard[]) {
  return {
    ...DEFAULT_FORMAT,
    pronunciation: cards.some((card) => card.pronunciation !== ''),
    note: cards.some((card) => card.note !== ''),
  };
}

export function CopyWordsButton({
  cards,
  ...props
}: { cards: readonly WordListCard[] | (() => readonly WordListCard[]) } & Omit<ButtonProps, 'onClick'>) {
  const t = useTranslations('customSets');
  const notify = useNotify();
  const copy = useClipboardCopy();
  return (
    <Button
      type="button"
      variant="secondary"
      {...props}
      onClick={() => {
        const list = typeof cards === 'function' ? cards() : cards;
        // A form without words yet: say so rather than "Copied 0 words" over an emptied clipboard.
        if (list.length === 0) notify.info(t('copyNothing'));
        else void copy(formatWordList(list, copyFormatFor(list)), t('copiedWords', { count: list.length }));
      }}
    >
      <ClipboardCopy aria-hidden className="size-4" />
      {t('copyWords')}
    </Button>
  );
}

/**
 * Copies a set page's full address in the current locale; `path` is locale-less ("/flash-cards/custom/abc").
 * Only for a public set: a private set's page is a 404 for everybody but its owner, so its link would fail
 * every friend it was sent to ("Make public" comes first, with its confirmation).
 */
export function CopyLinkButton({
  path,
  visibility,
  ...props
}: { path: string; visibility: SetVisibility } & Omit<ButtonProps, 'onClick'>) {
  const t = useTranslations('customSets');
  const locale = useLocale();
  const copy = useClipboardCopy();
  if (visibility !== 'everyone') return null;
  return (
    <Button
      type="button"
      variant="secondary"
      {...props}
      onClick={() => void copy(new URL(`/${locale}${path}`, window.location.origin).toString(), t('linkCopied'))}
    >
      <Link2 aria-hidden className="size-4" />
      {props.children ?? t('copyLink')}
    </Button>
  );
}
