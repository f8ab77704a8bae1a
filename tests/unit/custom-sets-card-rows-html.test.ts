import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { cardRowsHtml } from '@/features/custom-sets/card-rows-html';
import type { PackedSetCard } from '@/features/custom-sets/packed-cards';

// The rows as the card table rendered them as React elements before they became one string.
function rowsAsElements(cards: readonly PackedSetCard[], wordLang: string, meaningLang: string) {
  return renderToStaticMarkup(
    h(
      'tbody',
      null,
      cards.map(([id, word, pronunciation, meaning, note]) =>
        h(
          'tr',
          { key: id },
          h('th', { scope: 'row', lang: wordLang }, word),
          h('td', { lang: wordLang, className: pronunciation ? undefined : 'none' }, pronunciation || '—'),
          h('td', { lang: meaningLang }, meaning),
          h('td', { className: note ? undefined : 'none' }, note || '—'),
        ),
      ),
    ),
  ).replace(/^<tbody>|<\/tbody>$/g, '');
}

const CARDS: PackedSetCard[] = [
  ['a1', '猫', 'ねこ', 'cat', ''],
  ['a2', 'すし', '', 'sushi', 'food'],
  ['a3', '<script>alert(1)</script>', '"quoted" & \'single\'', '<img src=x onerror=alert(1)>', 'a > b < c'],
];

describe('cardRowsHtml', () => {
  it('is the markup the rows had as elements', () => {
    // React writes an apostrophe as &#x27;, we as &#39;: the same character.
    expect(cardRowsHtml(CARDS, 'ja', 'en').replaceAll('&#39;', '&#x27;')).toBe(rowsAsElements(CARDS, 'ja', 'en'));
    expect(cardRowsHtml([], 'ja', 'vi')).toBe('');
  });

  it("escapes a learner's text, so no card can add markup to the page", () => {
    const html = cardRowsHtml(CARDS, 'ja', 'en');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });
});
