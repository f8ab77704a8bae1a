import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * The stroke-order drawing's layout: a square box as wide as its container, the row of controls, the status
 * line. Every state (code still loading, strokes loading, failed, drawn) fills the same three slots, so
 * nothing moves when one gives way to the next.
 */
export function StrokeOrderFrame({
  drawing,
  controls,
  status,
  busy,
  className,
}: {
  drawing?: ReactNode;
  controls?: ReactNode;
  status?: ReactNode;
  busy?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex w-full flex-col items-center gap-1.5', className)} aria-busy={busy || undefined}>
      <div className="@container relative aspect-square w-full rounded-xl border border-line bg-surface">{drawing}</div>
      <div className="flex h-10 items-center gap-1">{controls}</div>
      <div className="flex min-h-5 items-center text-xs text-muted tabular-nums">{status}</div>
    </div>
  );
}

/** What the box shows while there is no drawing yet: the kanji in the page's font, faint. */
export function KanjiGlyph({ kanji }: { kanji: string }) {
  return (
    <span
      lang="ja"
      aria-hidden
      className="absolute inset-0 flex items-center justify-center font-jp text-[70cqw] leading-none text-faint"
    >
      {kanji}
    </span>
  );
}
