import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { KanjiCard, StudyDeck, VocabularyCard } from '@/lib/flash-cards/study-cards';
import { Furigana } from './furigana';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400';
const td = 'px-3 py-2.5 align-middle';
const muted = 'text-zinc-600 dark:text-zinc-400';
const join = (values: readonly string[]) => (values.length > 0 ? values.join('、') : '—');

function Frame({ table, list }: { table: ReactNode; list: ReactNode }) {
  return (
    <>
      {/* Phones get one card per item; from md up, a table with every column side by side. */}
      <ol className="grid gap-2 sm:grid-cols-2 md:hidden">{list}</ol>
      <div className="hidden overflow-hidden rounded-xl border border-zinc-200 md:block dark:border-zinc-800">
        <table className="w-full border-collapse text-sm">{table}</table>
      </div>
    </>
  );
}

function MobileItem({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="font-jp min-w-12 shrink-0 text-center">{head}</div>
      <div className="min-w-0 flex-1 space-y-0.5 text-sm">{children}</div>
    </li>
  );
}

async function VocabularyTable({ cards }: { cards: readonly VocabularyCard[] }) {
  const t = await getTranslations('builtin.columns');
  return (
    <Frame
      list={cards.map((card) => (
        <MobileItem key={card.id} head={<span className="text-2xl leading-relaxed"><Furigana written={card.written} segments={card.furigana} /></span>}>
          <p className="font-medium break-words">{card.meaning}</p>
          {card.reading !== card.written || card.sinoVietnamese ? (
            <p className={muted}>
              {card.reading !== card.written ? <span lang="ja" className="font-jp">{card.reading}</span> : null}
              {card.reading !== card.written && card.sinoVietnamese ? ' · ' : null}
              {card.sinoVietnamese ? <span lang="vi">{card.sinoVietnamese}</span> : null}
            </p>
          ) : null}
        </MobileItem>
      ))}
      table={
        <>
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr>
              <th scope="col" className={th}>{t('word')}</th>
              <th scope="col" className={th}>{t('reading')}</th>
              <th scope="col" className={th}>{t('sinoVietnamese')}</th>
              <th scope="col" className={th}>{t('meaning')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {cards.map((card) => (
              <tr key={card.id} className="hover:bg-zinc-50 dark:hover:bg-zinc-900/60">
                <th scope="row" className={`${td} font-jp text-left text-xl font-normal whitespace-nowrap`}>
                  <Furigana written={card.written} segments={card.furigana} />
                </th>
                <td lang="ja" className={`${td} font-jp whitespace-nowrap ${muted}`}>{card.reading}</td>
                <td lang="vi" className={`${td} ${muted}`}>{card.sinoVietnamese || '—'}</td>
                <td className={td}>{card.meaning}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

async function KanjiTable({ cards }: { cards: readonly KanjiCard[] }) {
  const t = await getTranslations('builtin.columns');
  return (
    <Frame
      list={cards.map((card) => (
        <MobileItem key={card.id} head={<span lang="ja" className="text-4xl">{card.kanji}</span>}>
          <p className="font-medium break-words">{card.meaning}</p>
          <p className={muted}>
            <span className="text-xs">{t('onyomi')}</span> <span lang="ja" className="font-jp">{join(card.onyomi)}</span>
          </p>
          <p className={muted}>
            <span className="text-xs">{t('kunyomi')}</span> <span lang="ja" className="font-jp">{join(card.kunyomi)}</span>
          </p>
          <p className={muted}>
            <span lang="vi">{card.sinoVietnamese.join(', ') || '—'}</span>
            {card.strokes ? <span> · {t('strokes')} {card.strokes}</span> : null}
          </p>
        </MobileItem>
      ))}
      table={
        <>
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr>
              <th scope="col" className={th}>{t('kanji')}</th>
              <th scope="col" className={th}>{t('meaning')}</th>
              <th scope="col" className={th}>{t('onyomi')}</th>
              <th scope="col" className={th}>{t('kunyomi')}</th>
              <th scope="col" className={th}>{t('sinoVietnamese')}</th>
              <th scope="col" className={`${th} text-right`}>{t('strokes')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {cards.map((card) => (
              <tr key={card.id} className="hover:bg-zinc-50 dark:hover:bg-zinc-900/60">
                <th scope="row" lang="ja" className={`${td} font-jp text-left text-3xl font-normal`}>{card.kanji}</th>
                <td className={td}>{card.meaning}</td>
                <td lang="ja" className={`${td} font-jp ${muted}`}>{join(card.onyomi)}</td>
                <td lang="ja" className={`${td} font-jp ${muted}`}>{join(card.kunyomi)}</td>
                <td lang="vi" className={`${td} ${muted}`}>{card.sinoVietnamese.join(', ') || '—'}</td>
                <td className={`${td} text-right tabular-nums ${muted}`}>{card.strokes ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

/** Every item of a unit, in the unit's order. */
export function UnitItemsTable({ deck }: { deck: StudyDeck }) {
  return deck.kind === 'kanji' ? <KanjiTable cards={deck.cards} /> : <VocabularyTable cards={deck.cards} />;
}
