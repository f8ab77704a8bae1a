'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cn } from '@/lib/utils/cn';

export type ImportMode = 'list' | 'smart';

const MODES: { mode: ImportMode; label: 'modeList' | 'modeSmart' }[] = [
  { mode: 'list', label: 'modeList' },
  { mode: 'smart', label: 'modeSmart' },
];

/** The import panel's ways in: a word list with its meanings, or bare words looked up (smart paste). */
export function ImportModeSwitch({ mode, onChange }: { mode: ImportMode; onChange: (mode: ImportMode) => void }) {
  const t = useTranslations('customSets.smartPaste');
  const name = useId();
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">{t('modeLabel')}</legend>
      <div className="inline-flex rounded-lg border border-line bg-page p-0.5">
        {MODES.map((option) => (
          <label
            key={option.mode}
            className={cn(
              'relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted has-focus-visible:ring-2 has-focus-visible:ring-primary-500',
              mode === option.mode && 'bg-primary-500 text-on-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => onChange(option.mode)}
              // Over the whole label, invisible: the label is what shows, the radio what is clicked and focused.
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {t(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
