import 'server-only';

import { PREVIEW_FONT_FAMILY } from './render-png';

/** What the preview of a shared set shows, already translated. */
export type SetPreviewContent = {
  name: string;
  words: { id: string; word: string; meaning: string }[];
  /** "by Hana Tanaka" in the viewer's language. */
  byline: string;
  /** The author's picture as a data: URL, or null to draw `initials` on `tone`. */
  avatar: string | null;
  initials: string;
  tone: string;
  /** "12 cards" in the viewer's language. */
  cardsLabel: string;
};

/** A word or meaning stays on its line inside its chip, ending in "…" when it is too wide. */
const oneLine = { maxWidth: 300, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * Text in its composed form (NFC), as user-perceived characters: a name typed with combining accents ("e" + U+0302
 * + U+0303) is drawn with the font's own "ễ" rather than marks stacked by the renderer, and a cut never splits an
 * emoji or a rare kanji (two UTF-16 units) in half.
 */
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const characters = (text: string) => [...segmenter.segment(text.normalize('NFC'))].map(({ segment }) => segment);
const composed = (text: string, max: number) => characters(text).slice(0, max).join('');

/** The preview image of a shared set (1200 × 630): its name, a few of its words, who made it, the card count. */
export function SetPreview({ name, words, byline, avatar, initials, tone, cardsLabel }: SetPreviewContent) {
  const title = characters(name);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: '56px 64px',
        background: '#09090b',
        color: '#fafafa',
        fontFamily: PREVIEW_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 32 }}>
        <div
          style={{
            display: 'flex',
            width: 56,
            height: 56,
            borderRadius: 12,
            background: '#f59e0b',
            color: '#09090b',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 36,
          }}
        >
          言
        </div>
        Kotonoha
      </div>
      {/* At most two lines: a long unbroken name (a pasted URL) breaks inside its word, and the rest is cut. */}
      <div
        style={{
          display: 'block',
          marginTop: 40,
          fontSize: title.length > 40 ? 52 : 68,
          lineHeight: 1.15,
          wordBreak: 'break-word',
          lineClamp: 2,
        }}
      >
        {title.length > 80 ? `${title.slice(0, 78).join('')}…` : title.join('')}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 36 }}>
        {words.map((card) => (
          <div
            key={card.id}
            style={{
              display: 'flex',
              flexDirection: 'column',
              padding: '12px 20px',
              borderRadius: 14,
              background: '#27272a',
              maxWidth: 340,
            }}
          >
            <span style={{ fontSize: 36, ...oneLine }}>{composed(card.word, 16)}</span>
            <span style={{ fontSize: 22, color: '#a1a1aa', ...oneLine }}>{composed(card.meaning, 28)}</span>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginTop: 'auto', fontSize: 30 }}>
        {avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG by satori, not a page
          <img src={avatar} alt="" width={56} height={56} style={{ borderRadius: 28 }} />
        ) : (
          <div
            style={{
              display: 'flex',
              width: 56,
              height: 56,
              borderRadius: 28,
              background: tone,
              color: '#ffffff',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 24,
            }}
          >
            {initials.normalize('NFC')}
          </div>
        )}
        <span style={{ color: '#e4e4e7' }}>{byline.normalize('NFC')}</span>
        <span style={{ marginLeft: 'auto', color: '#f59e0b' }}>{cardsLabel}</span>
      </div>
    </div>
  );
}
