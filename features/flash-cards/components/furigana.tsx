import { Fragment } from 'react';
import type { RubySegment } from '@/features/flash-cards/study-cards';

/**
 * Longest reading one ruby annotation may carry. A browser never wraps an annotation, so a longer one (a long
 * compound written in kanji only, as a custom set may hold) would push a phone's page sideways.
 */
const LONGEST_ANNOTATION = 12;

/**
 * A word with its reading above the kanji (<ruby>). Works in server and client components.
 * With `show` off, or for kana-only words, the plain written form. A reading too long to sit over its kanji
 * goes above the word as a small line of its own, which wraps like any text.
 */
export function Furigana({
  written,
  segments,
  show = true,
}: {
  written: string;
  segments: readonly RubySegment[] | null;
  show?: boolean;
}) {
  if (!show || !segments || segments.length === 0) return <span lang="ja">{written}</span>;
  if (segments.some((segment) => (segment.reading?.length ?? 0) > LONGEST_ANNOTATION)) {
    return (
      <span lang="ja" className="inline-flex max-w-full flex-col">
        <span className="text-[0.55em] leading-normal">
          {segments.map((segment) => segment.reading || segment.text).join('')}
        </span>
        <span>{written}</span>
      </span>
    );
  }
  return (
    <ruby lang="ja">
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {segment.text}
          {segment.reading ? (
            <>
              <rp>(</rp>
              <rt>{segment.reading}</rt>
              <rp>)</rp>
            </>
          ) : (
            // An empty annotation ends the previous base, so kana between kanji get no reading.
            <rt />
          )}
        </Fragment>
      ))}
    </ruby>
  );
}
