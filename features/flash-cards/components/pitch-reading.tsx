'use client';

import { useTranslations } from 'next-intl';
import { pitchPattern } from '@/features/japanese/pitch';
import { cn } from '@/lib/utils/cn';

/**
 * A reading with its pitch accent drawn over the kana: a line over the high morae, a tick down where the pitch
 * falls (after the last mora for odaka, so it differs from heiban), and, after a heiban word, the line going on
 * a little where the particle stays high. Other accepted accents follow as "also 2". Borders, not an image: they
 * snap to whole pixels at any text size, and the colour is a token, so both themes draw it crisp (styles in
 * globals.css, `.pitch-line`).
 * The screen-reader text says the accent in words. Without an accent (or one the reading cannot hold) the plain
 * reading.
 */
/** h: a high mora (line over it); d: the pitch falls after it (tick down at its end). */
function moraClass(high: boolean, fallsAfter: boolean): string | undefined {
  if (fallsAfter) return 'h d';
  return high ? 'h' : undefined;
}

function accentText(t: ReturnType<typeof useTranslations<'flashCardStudy.pitch'>>, accent: number): string {
  if (accent === 0) return t('heiban');
  return accent === 1 ? t('atamadaka') : t('fallsAfter', { mora: accent });
}

export function PitchReading({
  reading,
  pitch,
  className,
}: {
  reading: string;
  pitch: readonly number[] | null | undefined;
  className?: string;
}) {
  const t = useTranslations('flashCardStudy.pitch');
  const first = pitch?.[0];
  const pattern = first === undefined ? null : pitchPattern(reading, first);
  if (!pattern) return <span lang="ja">{reading}</span>;
  const others = pitch!.slice(1);
  const prefix = /^[～〜]/.test(reading) ? reading[0] : '';
  const suffix = /[～〜]$/.test(reading) ? reading.at(-1) : '';
  return (
    <span
      className={cn('pitch-reading', className)}
      data-pitch={pattern.high.map((h) => (h ? 'H' : 'L')).join('')}
      data-accent={pattern.accent}
    >
      {/* Classes, not utilities, on each mora: a unit's table repeats them for every mora of 30 words. */}
      <span lang="ja" className="pitch-line">
        {prefix}
        {pattern.morae.map((mora, i) => (
          // A mora's place is its identity: readings repeat morae (とうとう).
          <span key={i} className={moraClass(pattern.high[i]!, i + 1 === pattern.accent)}>
            {mora}
          </span>
        ))}
        {pattern.particleHigh ? <span aria-hidden className="particle" /> : null}
        {suffix}
      </span>
      <span className="sr-only">
        {accentText(t, pattern.accent)}
        {others.length > 0 ? `; ${t('also', { accents: others.join(', ') })}` : null}
      </span>
      {others.length > 0 ? (
        <span aria-hidden className="font-sans text-[0.7em] whitespace-nowrap text-muted">
          {t('also', { accents: others.join(', ') })}
        </span>
      ) : null}
    </span>
  );
}
