import { Fragment } from 'react';
import type { RubySegment } from '@/lib/flash-cards/study-cards';

/**
 * A word with its reading above the kanji (<ruby>). Works in server and client components.
 * With `show` off, or for kana-only words, the plain written form.
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
