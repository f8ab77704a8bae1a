'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, TextArea } from '@/components/ui/form-field';
import { MAX_CARDS } from '@/lib/custom-sets/limits';
import type { CardSeparator, FieldSeparator, WordListCard, WordListFormat } from '@/lib/custom-sets/word-list';
import { parseWordList } from '@/lib/custom-sets/word-list-parser';

type FieldKind = FieldSeparator['kind'];
type CardKind = CardSeparator['kind'];
const PREVIEW_ROWS = 8;

/**
 * Paste a word list, pick the separators and columns, see at once what will be read (and which lines
 * cannot be), then append to or replace the form's cards.
 */
export function ImportPanel({
  currentCount,
  onImport,
  onClose,
}: {
  /** Cards already in the form that are not empty (append adds to them). */
  currentCount: number;
  onImport: (cards: WordListCard[], mode: 'append' | 'replace') => void;
  onClose: () => void;
}) {
  const t = useTranslations('customSets.import');
  const id = useId();
  const [text, setText] = useState('');
  const [fieldKind, setFieldKind] = useState<FieldKind>('tab');
  const [fieldCustom, setFieldCustom] = useState('');
  const [cardKind, setCardKind] = useState<CardKind>('newline');
  const [cardCustom, setCardCustom] = useState('');
  const [pronunciation, setPronunciation] = useState(false);
  const [note, setNote] = useState(false);

  const format: WordListFormat = useMemo(
    () => ({
      field: fieldKind === 'custom' ? { kind: 'custom', value: fieldCustom } : { kind: fieldKind },
      card: cardKind === 'custom' ? { kind: 'custom', value: cardCustom } : { kind: cardKind },
      pronunciation,
      note,
    }),
    [fieldKind, fieldCustom, cardKind, cardCustom, pronunciation, note],
  );
  const { cards, rejected } = useMemo(() => parseWordList(text, format), [text, format]);
  const appendTotal = currentCount + cards.length;
  const canAppend = cards.length > 0 && appendTotal <= MAX_CARDS;
  const canReplace = cards.length > 0 && cards.length <= MAX_CARDS;

  const radio = (name: string, value: string, checked: boolean, onChange: () => void, label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-primary-500"
      />
      {label}
    </label>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-line bg-zinc-50 p-4 sm:p-5 dark:bg-zinc-900/60"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t('title')}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <TextArea
            id={`${id}-text`}
            label={t('text')}
            hint={t('textHint')}
            controlClassName="font-mono"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={8}
            spellCheck={false}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('fieldSeparator')}</legend>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {radio(`${id}-field`, 'tab', fieldKind === 'tab', () => setFieldKind('tab'), t('tab'))}
              {radio(`${id}-field`, 'comma', fieldKind === 'comma', () => setFieldKind('comma'), t('comma'))}
              {radio(`${id}-field`, 'custom', fieldKind === 'custom', () => setFieldKind('custom'), t('custom'))}
              {fieldKind === 'custom' ? (
                <input
                  aria-label={`${t('fieldSeparator')}: ${t('customValue')}`}
                  value={fieldCustom}
                  onChange={(event) => setFieldCustom(event.target.value)}
                  className={`${controlClass()} h-8 w-24`}
                />
              ) : null}
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('cardSeparator')}</legend>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {radio(`${id}-card`, 'newline', cardKind === 'newline', () => setCardKind('newline'), t('newline'))}
              {radio(
                `${id}-card`,
                'semicolon',
                cardKind === 'semicolon',
                () => setCardKind('semicolon'),
                t('semicolon'),
              )}
              {radio(`${id}-card`, 'custom', cardKind === 'custom', () => setCardKind('custom'), t('custom'))}
              {cardKind === 'custom' ? (
                <input
                  aria-label={`${t('cardSeparator')}: ${t('customValue')}`}
                  value={cardCustom}
                  onChange={(event) => setCardCustom(event.target.value)}
                  className={`${controlClass()} h-8 w-24`}
                />
              ) : null}
            </div>
          </fieldset>
          <div className="flex flex-col gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={pronunciation}
                onChange={(e) => setPronunciation(e.target.checked)}
                className="size-4 accent-primary-500"
              />
              {t('pronunciationColumn')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={note}
                onChange={(e) => setNote(e.target.checked)}
                className="size-4 accent-primary-500"
              />
              {t('noteColumn')}
            </label>
          </div>
        </div>

        <div className="flex min-w-0 flex-col gap-3" aria-live="polite">
          <h4 className="text-sm font-medium">{t('preview')}</h4>
          <p className="font-medium">
            {cards.length === 0 ? t('readableNone') : t('readable', { count: cards.length })}
          </p>
          {cards.length > 0 ? (
            <ol className="divide-y divide-line rounded-lg border border-line bg-white text-sm dark:bg-zinc-950">
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
          {rejected.length > 0 ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
              <p className="font-medium">{t('unreadable', { count: rejected.length })}</p>
              <ul className="mt-1 list-disc pl-5">
                {rejected.slice(0, 10).map((line) => (
                  <li key={line.index} className="break-all">
                    {t('line', { index: line.index })}: “{line.text}” — {t(`reasons.${line.reason}`)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {cards.length > 0 && !canReplace ? (
            <p className="text-sm text-red-700 dark:text-red-400">{t('tooMany', { count: cards.length })}</p>
          ) : null}
          {canReplace && !canAppend && currentCount > 0 ? (
            <p className="text-sm text-red-700 dark:text-red-400">{t('tooMany', { count: appendTotal })}</p>
          ) : null}
          <div className="mt-auto flex flex-wrap gap-2">
            <Button type="button" disabled={!canAppend} onClick={() => onImport(cards, 'append')}>
              {t('append')}
            </Button>
            <Button type="button" variant="secondary" disabled={!canReplace} onClick={() => onImport(cards, 'replace')}>
              {t('replace')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
