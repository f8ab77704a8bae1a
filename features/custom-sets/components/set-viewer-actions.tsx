'use client';

import { PencilLine } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import type { SetVisibility } from '@/features/custom-sets/limits';
import { type PackedSetCard, unpackSetCards } from '@/features/custom-sets/packed-cards';
import { Link } from '@/lib/i18n/navigation';
import { DeleteButton, DuplicateButton, VisibilityButton } from './set-mutations';
import { CopyLinkButton, CopyWordsButton } from './share-buttons';

/** The set page's actions: share for everybody, copy for members, edit / visibility / delete for the owner. */
export function SetViewerActions({
  id,
  path,
  viewer,
  visibility,
  name,
  cards,
}: {
  id: string;
  path: string;
  viewer: 'guest' | 'owner' | 'member';
  visibility: SetVisibility;
  name: string;
  cards: readonly PackedSetCard[];
}) {
  const t = useTranslations('customSets');
  const words = useMemo(() => unpackSetCards(cards), [cards]);
  return (
    <div className="flex flex-wrap gap-2 lg:max-w-md lg:justify-end">
      {viewer === 'owner' ? (
        <Button asChild size="sm">
          <Link href={`${path}/edit`}>
            <PencilLine aria-hidden className="size-4" />
            {t('set.edit')}
          </Link>
        </Button>
      ) : null}
      <CopyLinkButton path={path} visibility={visibility} size="sm" />
      <CopyWordsButton cards={words} size="sm" />
      {viewer === 'member' ? <DuplicateButton id={id} name={name} label={t('set.copyToMine')} openMySets /> : null}
      {viewer === 'owner' ? (
        <>
          <VisibilityButton id={id} name={name} visibility={visibility} />
          <DeleteButton id={id} name={name} cardCount={cards.length} openMySets />
        </>
      ) : null}
    </div>
  );
}
