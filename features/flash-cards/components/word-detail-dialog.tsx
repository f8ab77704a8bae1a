'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogCloseRow, DialogContent, focusBackTo } from '@/components/ui/dialog';
import type { VocabularyCard } from '@/features/flash-cards/study-cards';
import { useJapaneseVoice, useNoJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';
import { SentenceSlot } from '@/features/sentences/components/sentence-slot';
import { useUnitSentences } from '@/features/sentences/hooks/use-unit-sentences';
import { Furigana } from './furigana';
import { PitchReading } from './pitch-reading';

/**
 * A word of the unit's table, opened: its reading (with the pitch accent when the learner shows it), its
 * meaning and its example sentence, which loads with the first word opened. Opened from state, so the opener
 * gets the focus back by hand.
 */
export function WordDetailDialog({
  card,
  set,
  unit,
  pitch,
  open,
  onOpenChange,
  opener,
}: {
  card: VocabularyCard;
  set: string;
  unit: number;
  pitch: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: HTMLElement | null;
}) {
  const t = useTranslations('sentences');
  const noVoiceText = useTranslations('flashCardStudy.noVoice');
  const sentences = useUnitSentences(set, unit, open);
  const speak = useJapaneseVoice();
  const noVoice = useNoJapaneseVoice();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={card.written} className="max-w-lg" onCloseAutoFocus={focusBackTo(opener)}>
        <div className="mt-2 space-y-1">
          {card.furigana ? (
            <p aria-hidden className="font-jp text-3xl">
              <Furigana written={card.written} segments={card.furigana} />
            </p>
          ) : null}
          {card.reading !== card.written || (pitch && card.pitch) ? (
            <PitchReading reading={card.reading} pitch={pitch ? card.pitch : undefined} className="font-jp text-lg" />
          ) : null}
          <p className="font-medium">{card.meaning}</p>
        </div>
        <section className="mt-4 border-t border-line pt-3" aria-label={t('label')}>
          <h3 className="mb-1 text-sm text-muted">{t('label')}</h3>
          <SentenceSlot wordId={card.id} state={sentences} retry={sentences.retry} speak={speak} />
          {sentences.status === 'ready' && !sentences.sentences[card.id] ? (
            <p className="text-sm text-quiet">{t('none')}</p>
          ) : null}
          {noVoice ? <p className="mt-2 text-xs text-quiet">{noVoiceText('title')}</p> : null}
        </section>
        <DialogCloseRow label={t('close')} className="mt-4" />
      </DialogContent>
    </Dialog>
  );
}
