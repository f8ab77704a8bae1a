import { furigana } from '@/features/conjugation/quiz/furigana';
import { cn } from '@/lib/utils/cn';

/**
 * Japanese text with its reading as furigana over the kanji. `hideReading` keeps the furigana's room
 * (so nothing jumps when it appears) but hides it, from screen readers too. Kept lean (no <rp>, kana as
 * plain text): the theory tab renders over a hundred of these.
 */
export function FuriganaText({
  written,
  reading,
  hideReading = false,
  className,
}: {
  written: string;
  reading: string;
  hideReading?: boolean;
  className?: string;
}) {
  return (
    <span lang="ja" className={cn('font-jp', className)}>
      {furigana(written, reading).map((run, i) =>
        run.reading ? (
          <ruby key={i} className="[ruby-align:center]">
            {run.text}
            <rt className={hideReading ? 'invisible' : undefined}>{run.reading}</rt>
          </ruby>
        ) : (
          run.text
        ),
      )}
    </span>
  );
}
