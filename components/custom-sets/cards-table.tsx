'use client';

import type { SetCard } from '@/lib/custom-sets/types';

export interface CardsTableLabels {
  word: string;
  pronunciation: string;
  meaning: string;
  note: string;
}

/**
 * Every card of a set: the built-in units' item table (globals.css `.items-table.vocabulary`: a table from
 * md up, one card per row on phones) with the custom card's columns. `wordLang` / `meaningLang` mark the
 * languages for screen readers and fonts.
 *
 * A client component for the same reason as the built-in table (components/flash-cards/unit-items-table.tsx):
 * it gets the very `cards` array the study view and the copy button get, which React's payload sends once.
 * Rendered on the server, a 100-card table's markup went into the payload a second time (~35 kB).
 */
export function CardsTable({
  cards,
  labels,
  wordLang,
  meaningLang,
}: {
  cards: readonly SetCard[];
  labels: CardsTableLabels;
  wordLang: string;
  meaningLang: string;
}) {
  return (
    <table className="items-table vocabulary">
      <thead>
        <tr>
          <th scope="col">{labels.word}</th>
          <th scope="col">{labels.pronunciation}</th>
          <th scope="col">{labels.note}</th>
          <th scope="col">{labels.meaning}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.id}>
            <th scope="row" lang={wordLang} className="break-words">
              {card.word}
            </th>
            <td lang={wordLang} className={card.pronunciation ? 'muted' : 'muted none'}>
              {card.pronunciation || '—'}
            </td>
            <td className={card.note ? 'muted' : 'muted none'}>{card.note || '—'}</td>
            <td lang={meaningLang}>{card.meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
