'use client';

import { useTranslations } from 'next-intl';

import { Furigana } from '@/features/flash-cards/components/furigana';
import { PitchReading } from '@/features/flash-cards/components/pitch-reading';
import { useStudyPrefs } from '@/features/flash-cards/hooks/use-study-prefs';
import { displayReading } from '@/features/exam/normalize';
import { useJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';
import { SentenceSlot } from '@/features/sentences/components/sentence-slot';
import { useUnitSentences } from '@/features/sentences/hooks/use-unit-sentences';
import { Link } from '@/lib/i18n/navigation';
import type { ReviewCardContent } from '@/features/review/server/card-content';

function readingsOf(content: ReviewCardContent): string {
  return [...new Set(content.exam.readings.map(displayReading).filter(Boolean))].slice(0, 4).join('、');
}

/** The side that asks: the word (or kanji) alone, or the meaning alone. */
export function ReviewPrompt({ content, asks }: { content: ReviewCardContent; asks: 'front' | 'back' }) {
  if (asks === 'back') return <p className="text-2xl font-semibold break-words sm:text-3xl">{content.exam.meaning}</p>;
  return (
    <p lang={content.termLanguage} className="text-5xl font-semibold break-words sm:text-6xl">
      {content.exam.term}
    </p>
  );
}

/** The whole card once turned over: the word with its reading, the meaning, the note and where it comes from. */
export function ReviewAnswer({ content }: { content: ReviewCardContent }) {
  const t = useTranslations('review');
  const readings = readingsOf(content);
  // The learner's choice on the vocabulary cards applies here too.
  const [{ pitch: showPitch }] = useStudyPrefs('vocabulary');
  const pitch = showPitch ? content.pitch : null;
  const { source } = content;
  // A built-in word shows its example sentence with the answer (the unit's sentences load with the first one).
  const builtinWord = source.kind === 'vocabulary' && source.unit !== null;
  const sentences = useUnitSentences(builtinWord ? source.set : null, builtinWord ? source.unit : null);
  const speak = useJapaneseVoice();
  const from =
    source.kind === 'custom'
      ? { href: `/flash-cards/custom/${source.set}`, label: t('fromSet', { name: source.name ?? '' }) }
      : {
          href: `/jp/flash-card/${source.kind}/${source.set}/${source.unit}`,
          label: t('fromUnit', {
            kind: t(source.kind === 'kanji' ? 'kanjiKind' : 'vocabularyKind'),
            level: source.set.toUpperCase(),
            unit: source.unit ?? '',
          }),
        };
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-4xl font-semibold break-words sm:text-5xl">
        <Furigana written={content.exam.term} segments={content.furigana} />
      </p>
      {pitch ? (
        <p className="text-lg text-soft">
          <span className="sr-only">{t('reading')}: </span>
          <PitchReading reading={content.exam.readings[0] ?? ''} pitch={pitch} className="font-jp" />
        </p>
      ) : readings && !content.furigana ? (
        <p lang="ja" className="text-lg text-soft">
          <span className="sr-only">{t('reading')}: </span>
          {readings}
        </p>
      ) : null}
      <p className="text-xl break-words">{content.exam.meaning}</p>
      {builtinWord ? (
        <SentenceSlot
          wordId={content.exam.id}
          state={sentences}
          retry={sentences.retry}
          speak={speak}
          className="w-full max-w-md border-t border-line pt-3"
        />
      ) : null}
      {content.note ? (
        <p className="text-sm break-words text-muted">
          <span className="font-medium">{t('note')}:</span> {content.note}
        </p>
      ) : null}
      <Link href={from.href} className="text-sm text-muted underline underline-offset-2 hover:text-soft">
        {from.label}
      </Link>
    </div>
  );
}
