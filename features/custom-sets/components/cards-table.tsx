'use client';

import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cardRowsHtml } from '@/features/custom-sets/card-rows-html';
import type { PackedSetCard } from '@/features/custom-sets/packed-cards';

export interface CardsTableLabels {
  word: string;
  pronunciation: string;
  meaning: string;
  note: string;
}

/**
 * Every card of a set: the built-in units' item table (globals.css `.items-table.vocabulary`: a table from
 * md up, one card per row on phones) with the custom card's columns, in the set form's order (word,
 * pronunciation, meaning, note). `wordLang` / `meaningLang` mark the
 * languages for screen readers and fonts.
 *
 * A client component for the same reason as the built-in table (features/flash-cards/components/unit-items-table.tsx):
 * it gets the very `cards` array the study view and the copy button get, which React's payload sends once.
 * Rendered on the server, a 100-card table's markup went into the payload a second time (~35 kB). Its rows are
 * one HTML string (the same markup as elements gave): React hydrates a single `<tbody>` and leaves the server's
 * rows as they are, instead of matching some 500 elements to them on every page load (the set page's TBT).
 */
export function CardsTable({
  cards,
  labels,
  wordLang,
  meaningLang,
}: {
  cards: readonly PackedSetCard[];
  labels: CardsTableLabels;
  wordLang: string;
  meaningLang: string;
}) {
  return (
    // Per-cell styles come from the `custom-set` class in globals.css, not from classes on each of the
    // 400 cells: the row markup is most of a 100-card page's HTML.
    <Table className="items-table vocabulary custom-set">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{labels.word}</TableHead>
          <TableHead scope="col">{labels.pronunciation}</TableHead>
          <TableHead scope="col">{labels.meaning}</TableHead>
          <TableHead scope="col">{labels.note}</TableHead>
        </TableRow>
      </TableHeader>
      {/* Set as HTML, not as 100 rows of elements: hydration skips what is inside (cardRowsHtml). */}
      <TableBody dangerouslySetInnerHTML={{ __html: cardRowsHtml(cards, wordLang, meaningLang) }} />
    </Table>
  );
}
