import type { ReadingNotation } from '@/features/flash-cards/study-cards';
import { cn } from '@/lib/utils/cn';

export interface ReadingLegendText {
  okurigana: (values: { reading: string; written: string }) => string;
  affix: () => string;
}

/** The legend's sentences for the notation a card or a unit's readings use (none: nothing to explain). */
export function readingLegendLines(notation: ReadingNotation, text: ReadingLegendText): string[] {
  return [
    ...(notation.okurigana ? [text.okurigana(notation.okurigana)] : []),
    ...(notation.affix ? [text.affix()] : []),
  ];
}

/**
 * What ひと(つ) and ～ mean in a kanji's readings, under the readings themselves: KANJIDIC's notation is
 * written readably, but brackets and a wave dash still need saying once.
 */
export function ReadingLegend({ lines, className }: { lines: readonly string[]; className?: string }) {
  if (lines.length === 0) return null;
  return (
    <p className={cn('text-xs text-muted', className)}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </p>
  );
}
