'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { readingNotation, type KanjiCard, type VocabularyCard } from '@/features/flash-cards/study-cards';
import type { CardFront } from '@/features/flash-cards/study-prefs';
import { HanVietPairing } from '@/features/han-viet/components/han-viet-pairing';
import { cn } from '@/lib/utils/cn';
import { KanjiStrokeOrder } from './kanji-stroke-order';
import { Furigana } from './furigana';
import { PitchReading } from './pitch-reading';
import { ReadingLegend, readingLegendLines } from './reading-legend';

/** Big Japanese text that still fits a 320 px phone: longer words (a custom set's may be a phrase) get smaller. */
function jpSize(text: string): string {
  const length = [...text].length;
  if (length <= 2) return 'text-7xl sm:text-8xl';
  if (length <= 4) return 'text-5xl sm:text-6xl';
  if (length <= 7) return 'text-4xl sm:text-5xl';
  if (length <= 16) return 'text-3xl sm:text-4xl';
  return length <= 40 ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,7.5rem)_1fr] gap-x-3 gap-y-1 text-left sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

export function VocabularyFrontFace({
  card,
  front,
  furigana,
}: {
  card: VocabularyCard;
  front: CardFront;
  furigana: boolean;
}) {
  if (front === 'meaning') return <p className="text-2xl font-semibold wrap-anywhere sm:text-3xl">{card.meaning}</p>;
  if (front === 'reading')
    return (
      <p lang="ja" className={cn('font-jp font-medium wrap-anywhere', jpSize(card.reading))}>
        {card.reading}
      </p>
    );
  return (
    <p className={cn('max-w-full font-jp font-medium wrap-anywhere', jpSize(card.written))}>
      <Furigana written={card.written} segments={card.furigana} show={furigana} />
    </p>
  );
}

export function VocabularyBackFace({
  card,
  furigana,
  pitch,
  example,
}: {
  card: VocabularyCard;
  furigana: boolean;
  pitch: boolean;
  /** The word's example sentence (or its loading line), under the facts. */
  example?: ReactNode;
}) {
  const t = useTranslations('flashCardStudy.labels');
  const accents = pitch ? card.pitch : undefined;
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <p className={cn('max-w-full font-jp font-medium wrap-anywhere', jpSize(card.written))}>
        <Furigana written={card.written} segments={card.furigana} show={furigana} />
      </p>
      <dl className="w-full max-w-md space-y-2">
        {/* A kana word's reading is the word itself: its row only carries the accent. */}
        {card.reading !== card.written || accents?.length ? (
          <Row label={card.reading !== card.written ? t('reading') : t('pitch')}>
            <PitchReading reading={card.reading} pitch={accents} className="font-jp text-lg" />
          </Row>
        ) : null}
        {card.otherSpellings?.length ? (
          <Row label={t('otherSpellings')}>
            <span lang="ja" className="font-jp text-lg">
              {card.otherSpellings.join('、')}
            </span>
          </Row>
        ) : null}
        <Row label={t('meaning')}>
          <span className="text-lg font-medium">{card.meaning}</span>
        </Row>
        {card.sinoVietnamese ? (
          <Row label={t('sinoVietnamese')}>
            <span lang="vi">{card.sinoVietnamese}</span>
          </Row>
        ) : null}
      </dl>
      {example}
    </div>
  );
}

export function KanjiFrontFace({ card, front }: { card: KanjiCard; front: CardFront }) {
  if (front === 'meaning') return <p className="text-2xl font-semibold wrap-anywhere sm:text-3xl">{card.meaning}</p>;
  return (
    <p lang="ja" className="font-jp text-8xl font-medium sm:text-9xl">
      {card.kanji}
    </p>
  );
}

export function KanjiBackFace({ card, furigana }: { card: KanjiCard; furigana: boolean }) {
  const t = useTranslations('flashCardStudy.labels');
  const list = (values: readonly string[]) => (values.length > 0 ? values.join('、') : '—');
  return (
    <div className="flex w-full flex-col items-center gap-4 sm:flex-row sm:items-start sm:gap-8">
      <div className="flex shrink-0 flex-col items-center">
        <KanjiStrokeOrder kanji={card.kanji} />
        {card.strokes ? <p className="mt-1 text-xs text-muted">{t('strokes', { count: card.strokes })}</p> : null}
      </div>
      <dl className="w-full min-w-0 space-y-2">
        <Row label={t('meaning')}>
          <span className="text-lg font-medium">{card.meaning}</span>
        </Row>
        <Row label={t('onyomi')}>
          <span lang="ja" className="font-jp">
            {list(card.onyomi)}
          </span>
        </Row>
        <Row label={t('kunyomi')}>
          <span lang="ja" className="font-jp">
            {list(card.kunyomi)}
          </span>
          <ReadingLegend
            className="mt-0.5"
            lines={readingLegendLines(readingNotation([card]), {
              okurigana: (values) => t('legendOkurigana', values),
              affix: () => t('legendAffix'),
            })}
          />
        </Row>
        {card.sinoVietnamese.length > 0 || card.kokuji ? (
          <Row label={t('sinoVietnamese')}>
            <span lang="vi">{card.sinoVietnamese.join(', ')}</span>
            {card.kokuji ? (
              <span className="text-sm text-muted">
                {card.sinoVietnamese.length > 0 ? ` (${t('kokujiShort')})` : t('kokuji')}
              </span>
            ) : null}
          </Row>
        ) : null}
        <HanVietPairing pairs={card.hanVietPairs} />
        {card.examples.length > 0 ? (
          <Row label={t('examples')}>
            <ul className="space-y-1">
              {card.examples.map((example) => (
                <li key={example.written + example.reading}>
                  <span className="font-jp text-lg">
                    <Furigana
                      written={example.written}
                      // Over the kanji only (出(だ)す), as on the word's own card; the whole word as a fallback.
                      segments={example.furigana ?? [{ text: example.written, reading: example.reading }]}
                      show={furigana}
                    />
                  </span>
                  {furigana ? null : (
                    <span lang="ja" className="ml-2 font-jp text-sm text-muted">
                      {example.reading}
                    </span>
                  )}
                  <span className="ml-2 text-sm text-quiet">{example.meaning}</span>
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
      </dl>
    </div>
  );
}
