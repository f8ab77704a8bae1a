'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ParseResult } from '@/features/custom-sets/word-list-parser';

const PREVIEW_ROWS = 8;
const DETAILED_LINES = 10;
const LISTED_LINES = 60;
const EXCERPT = 120;

const noticeClass = 'rounded-lg border border-warning-line bg-warning-bg p-3 text-sm text-warning-ink';

/**
 * What the import will read: the first cards, what was left out of an Anki file (its own columns, markup,
 * sounds and images), and every line that cannot be read — the first ones with their text and reason, the
 * rest by number.
 */
export function ImportPreview({ result }: { result: ParseResult }) {
  const t = useTranslations('customSets.import');
  const format = useFormatter();
  const { cards, rejected, anki, media, problem } = result;
  const notes: string[] = [];
  if (anki) {
    notes.push(t('anki', { count: anki.headerLines }));
    if (anki.leftOut.length > 0) {
      const columns = format.list(anki.leftOut.map((column) => t(`ankiColumns.${column}`)));
      notes.push(t('ankiLeftOut', { columns }));
    }
  }
  if (result.html && cards.length > 0) notes.push(t('html'));
  if (media.sounds > 0 && media.images > 0) notes.push(t('mediaBoth', { sounds: media.sounds, images: media.images }));
  else if (media.sounds > 0) notes.push(t('mediaSounds', { count: media.sounds }));
  else if (media.images > 0) notes.push(t('mediaImages', { count: media.images }));
  // Records split by ";" share a line: each line number once.
  const listed = [...new Set(rejected.slice(DETAILED_LINES).map((line) => line.line))];

  return (
    <>
      {problem ? (
        <p className={noticeClass}>{t(`problems.${problem}`)}</p>
      ) : (
        <p className="font-medium">{cards.length === 0 ? t('readableNone') : t('readable', { count: cards.length })}</p>
      )}
      {cards.length > 0 ? (
        <ol className="divide-y divide-line rounded-lg border border-line bg-page text-sm">
          {cards.slice(0, PREVIEW_ROWS).map((card, index) => (
            <li key={index} className="grid grid-cols-2 gap-2 px-3 py-1.5">
              <span className="truncate font-medium">
                {card.word}
                {card.pronunciation ? <span className="ml-2 text-muted">{card.pronunciation}</span> : null}
              </span>
              <span className="truncate">{card.meaning}</span>
            </li>
          ))}
          {cards.length > PREVIEW_ROWS ? (
            <li className="px-3 py-1.5 text-muted">{t('moreRows', { count: cards.length - PREVIEW_ROWS })}</li>
          ) : null}
        </ol>
      ) : null}
      {notes.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-muted">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {rejected.length > 0 ? (
        <div className={noticeClass}>
          <p className="font-medium">{t('unreadable', { count: rejected.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {rejected.slice(0, DETAILED_LINES).map((line, index) => (
              <li key={index} className="wrap-anywhere">
                {t('line', { index: line.line })}: “{excerpt(line.text)}” — {t(`reasons.${line.reason}`)}
              </li>
            ))}
          </ul>
          {listed.length > 0 ? (
            <p className="mt-1 wrap-anywhere">
              {t('moreLines', {
                lines: listed.slice(0, LISTED_LINES).join(', ') + (listed.length > LISTED_LINES ? ', …' : ''),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);
