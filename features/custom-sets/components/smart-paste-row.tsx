'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { controlClass } from '@/components/ui/form-field';
import { needsVietnamese, type PasteRow } from '@/features/custom-sets/smart-paste/rows';
import { cn } from '@/lib/utils/cn';

type Field = 'word' | 'reading' | 'meaning';

const markClass = 'rounded-md border border-warning-line bg-warning-bg px-2 py-0.5 text-xs text-warning-ink';

/**
 * One looked-up word in the preview: the readings to choose from when it has several (radio buttons, so the
 * arrow keys move between them), and its card's fields, editable; an unknown word is marked and left empty.
 */
export function SmartPasteRow({
  row,
  number,
  vietnamese,
  onChoose,
  onEdit,
}: {
  row: PasteRow;
  number: number;
  vietnamese: boolean;
  onChoose: (choice: number) => void;
  onEdit: (field: Field, value: string) => void;
}) {
  const t = useTranslations('customSets.smartPaste');
  const id = useId();
  const unknown = row.candidates.length === 0;
  const field = (name: Field, className?: string) => (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-muted">
        {t(name)}
        <span className="sr-only"> ({row.input})</span>
      </label>
      <input
        id={`${id}-${name}`}
        lang={name === 'meaning' ? undefined : 'ja'}
        value={row[name]}
        onChange={(event) => onEdit(name, event.target.value)}
        className={cn(controlClass(), 'h-9')}
      />
    </div>
  );

  return (
    <li
      aria-label={t('row', { number, word: row.input })}
      className={cn('rounded-lg border bg-page p-3', unknown ? 'border-warning-line' : 'border-line')}
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <span lang="ja" className="text-lg font-semibold">
          {row.input}
        </span>
        {row.dictionaryForm ? (
          <span className="text-xs text-muted">{t('fromForm', { form: row.dictionaryForm })}</span>
        ) : null}
        {unknown ? <span className={markClass}>{t('notFound')}</span> : null}
        {needsVietnamese(row, vietnamese) ? <span className={markClass}>{t('needsVietnamese')}</span> : null}
      </div>
      {row.candidates.length > 1 ? (
        <fieldset className="mb-2">
          <legend className="mb-1 text-xs font-medium text-muted">{t('readingChoice', { word: row.input })}</legend>
          <div className="flex flex-col gap-1">
            {row.candidates.map((candidate, index) => (
              <label key={`${candidate.word}:${candidate.reading}`} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-choice`}
                  checked={row.choice === index}
                  onChange={() => onChoose(index)}
                  className="mt-0.5 size-4 shrink-0 accent-primary-500"
                />
                <span className="min-w-0">
                  <span lang="ja" className="font-medium">
                    {candidate.reading}
                  </span>
                  {candidate.word !== row.input ? <span lang="ja"> ({candidate.word})</span> : null} —{' '}
                  {vietnamese && candidate.meaningVi ? candidate.meaningVi : candidate.meaning}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_2fr]">
        {field('word')}
        {field('reading')}
        {field('meaning')}
      </div>
    </li>
  );
}
