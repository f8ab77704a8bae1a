'use client';

import { useTranslations } from 'next-intl';
import type { DiffChange, DiffPart } from '@/features/japanese/kana-diff';
import { cn } from '@/lib/utils/cn';

// A differing kana is boxed and underlined, not only tinted: the mark reads without colour too.
const MARK =
  'rounded-[0.12em] bg-diff-bg underline decoration-warning-fg decoration-[0.07em] underline-offset-[0.2em] ring-1 ring-diff-ring';
// Typed in extra: the same box with a wavy line (never struck through, a struck ご is unreadable).
const EXTRA = 'rounded-[0.12em] underline decoration-wavy decoration-warning-fg ring-1 ring-diff-ring';

/**
 * One spelling with the kana that differ from the other spelling marked. On the typed side, a thin bar stands
 * where something was left out. The marks are decoration: the text reads as it is, and <DiffChanges> says in
 * words what differs (for screen readers as well).
 */
export function DiffText({ parts, className }: { parts: readonly DiffPart[]; className?: string }) {
  return (
    <span lang="ja" className={cn('font-jp', className)}>
      {parts.map((part, i) =>
        part.kind === 'same' ? (
          part.text
        ) : part.kind === 'missing' && part.text === '' ? (
          <span
            key={i}
            aria-hidden
            data-diff="gap"
            className="mx-[0.06em] inline-block h-[0.9em] w-[0.12em] translate-y-[0.12em] rounded-full bg-diff-mark"
          />
        ) : (
          <span key={i} data-diff={part.kind} className={part.kind === 'extra' ? EXTRA : MARK}>
            {part.text}
          </span>
        ),
      )}
    </span>
  );
}

const ja = (chunks: React.ReactNode) => (
  <span lang="ja" className="font-jp text-base font-semibold">
    {chunks}
  </span>
);

/** What differs, in words: "ご, not こ: the voicing mark (゛ or ゜)". */
export function DiffChanges({ changes, className }: { changes: readonly DiffChange[]; className?: string }) {
  const t = useTranslations('answerDiff');
  if (changes.length === 0) return null;
  return (
    <ul aria-label={t('differences')} className={cn('flex flex-col gap-0.5 text-sm', className)}>
      {changes.map((change, i) => (
        <li key={i}>{t.rich(change.kind, { given: change.given, expected: change.expected, ja })}</li>
      ))}
    </ul>
  );
}
