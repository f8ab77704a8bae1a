import type { PackedSetCard } from './packed-cards';
import { escapeHtml } from '@/lib/utils/escape-html';

/**
 * A set's card rows as HTML, the markup React rendered for them as elements (components/cards-table.tsx): the
 * table's body is set from this string so that hydration skips its 100 rows (bench/misses.md). Every card field
 * is the learner's own text, so each one is escaped; the languages are the set's (an enum the schema checks).
 */
export function cardRowsHtml(cards: readonly PackedSetCard[], wordLang: string, meaningLang: string): string {
  const word = escapeHtml(wordLang);
  const meaning = escapeHtml(meaningLang);
  const muted = (text: string, lang?: string) =>
    `<td${lang ? ` lang="${lang}"` : ''}${text ? '' : ' class="none"'}>${text ? escapeHtml(text) : '—'}</td>`;
  return cards
    .map(
      ([, written, pronunciation, meaningText, note]) =>
        `<tr><th scope="row" lang="${word}">${escapeHtml(written)}</th>${muted(pronunciation, word)}` +
        `<td lang="${meaning}">${escapeHtml(meaningText)}</td>${muted(note)}</tr>`,
    )
    .join('');
}
