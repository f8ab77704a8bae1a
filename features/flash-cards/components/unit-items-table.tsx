'use client';

import { useMemo } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { unpackDeck, type PackedDeck } from '@/features/flash-cards/packed-deck';
import type { KanjiCard, VocabularyCard } from '@/features/flash-cards/study-cards';
import { useStudyPrefs } from '../hooks/use-study-prefs';
import { Furigana } from './furigana';
import { PitchReading } from './pitch-reading';
import { ReadingLegend } from './reading-legend';
import { KanjiCell, StrokeOrderOpener } from './unit-stroke-order';
import { WordCell, WordDetailOpener } from './unit-word-detail';

/**
 * Every item of a unit, in the unit's order: one <table> that is a table from md up and a list of cards on
 * phones (styles in globals.css, `.items-table`), so each item is in the HTML once.
 *
 * A client component on purpose: it receives the same packed `deck` as the study view, and React's payload
 * serialises an object once however many client components get it. As a server component the table's
 * whole markup would be sent a second time in the page's RSC payload.
 */

export interface ItemsTableLabels {
  word: string;
  reading: string;
  sinoVietnamese: string;
  meaning: string;
  kanji: string;
  onyomi: string;
  kunyomi: string;
  strokes: string;
  /** Names a word's other accepted spellings (its kanji when the card shows kana). */
  otherSpellings: string;
  /** What the notation in the unit's readings means (ひと(つ), ～); empty for words. */
  readingLegend: readonly string[];
}

const join = (values: readonly string[], separator = '、') => (values.length > 0 ? values.join(separator) : '—');

function VocabularyRows({
  cards,
  labels,
  unit,
}: {
  cards: readonly VocabularyCard[];
  labels: ItemsTableLabels;
  unit?: BuiltinUnit;
}) {
  // The learner's choice on the cards applies here too.
  const [{ pitch }] = useStudyPrefs('vocabulary');
  const table = (
    <Table className="items-table vocabulary">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{labels.word}</TableHead>
          <TableHead scope="col">{labels.reading}</TableHead>
          <TableHead scope="col">{labels.sinoVietnamese}</TableHead>
          <TableHead scope="col">{labels.meaning}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cards.map((card) => (
          <TableRow key={card.id} className={isLongWord(card.written) ? 'long-word' : undefined}>
            <TableHead scope="row">
              <WordCell card={card}>
                <Furigana written={card.written} segments={card.furigana} />
              </WordCell>
              {card.otherSpellings?.length ? (
                <span className="also-written" title={labels.otherSpellings}>
                  <span className="sr-only">{labels.otherSpellings}: </span>
                  {card.otherSpellings.join('、')}
                </span>
              ) : null}
            </TableHead>
            {/* A kana-only word's reading repeats the word: the phone card leaves it out, unless it has an accent. */}
            <TableCell
              lang="ja"
              className={card.reading === card.written && !(pitch && card.pitch) ? 'muted same' : 'muted'}
            >
              {pitch && card.pitch ? <PitchReading reading={card.reading} pitch={card.pitch} /> : card.reading}
            </TableCell>
            <TableCell lang="vi" className={card.sinoVietnamese ? 'muted' : 'muted none'}>
              {card.sinoVietnamese || '—'}
            </TableCell>
            <TableCell>{card.meaning}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  // A built-in unit's words open their detail and example sentence; a custom set's table stays as it is.
  return unit ? (
    <WordDetailOpener set={unit.set} unit={unit.number} pitch={pitch}>
      {table}
    </WordDetailOpener>
  ) : (
    table
  );
}

function KanjiRows({ cards, labels }: { cards: readonly KanjiCard[]; labels: ItemsTableLabels }) {
  return (
    <StrokeOrderOpener>
      <Table className="items-table kanji">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{labels.kanji}</TableHead>
            <TableHead scope="col">{labels.meaning}</TableHead>
            <TableHead scope="col">{labels.onyomi}</TableHead>
            <TableHead scope="col">{labels.kunyomi}</TableHead>
            <TableHead scope="col">{labels.sinoVietnamese}</TableHead>
            <TableHead scope="col">{labels.strokes}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {cards.map((card) => (
            <TableRow key={card.id}>
              <TableHead scope="row" lang="ja">
                <KanjiCell kanji={card.kanji} />
              </TableHead>
              <TableCell>{card.meaning}</TableCell>
              {/* data-label names the value on phones, where there is no header row. */}
              <TableCell lang="ja" className="muted" data-label={labels.onyomi}>
                {join(card.onyomi)}
              </TableCell>
              <TableCell lang="ja" className="muted" data-label={labels.kunyomi}>
                {join(card.kunyomi)}
              </TableCell>
              <TableCell lang="vi" className="muted">
                {join(card.sinoVietnamese, ', ')}
              </TableCell>
              <TableCell className="muted" data-label={labels.strokes}>
                {card.strokes ?? '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ReadingLegend className="mt-3" lines={labels.readingLegend} />
    </StrokeOrderOpener>
  );
}

/** The built-in unit a table shows: its words open their example sentences. */
export interface BuiltinUnit {
  set: string;
  number: number;
}

export function ItemsTable({
  deck: packed,
  labels,
  unit,
}: {
  deck: PackedDeck;
  labels: ItemsTableLabels;
  unit?: BuiltinUnit;
}) {
  const deck = useMemo(() => unpackDeck(packed), [packed]);
  return deck.kind === 'kanji' ? (
    <KanjiRows cards={deck.cards} labels={labels} />
  ) : (
    <VocabularyRows cards={deck.cards} labels={labels} unit={unit} />
  );
}

/**
 * A headword too wide to leave its meaning room beside it on a phone card (よろしくお願いします, ごちそうさまでした):
 * there the card puts the meaning under the word. Seven characters of the headword's size take about 140 px.
 */
function isLongWord(written: string): boolean {
  return [...written].length > 6;
}
