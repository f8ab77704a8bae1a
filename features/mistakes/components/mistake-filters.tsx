'use client';

import { useTranslations } from 'next-intl';

import { SelectField } from '@/components/ui/form-field';
import { filterChoices, type MistakeFilters } from '@/features/mistakes/filters';
import type { Mistake } from '@/features/mistakes/schemas';

/** Source, level and kind: each offers only what the bank holds. */
export function MistakeFilterBar({
  items,
  filters,
  onChange,
}: {
  items: readonly Mistake[];
  filters: MistakeFilters;
  onChange: (filters: MistakeFilters) => void;
}) {
  const t = useTranslations('mistakes');
  const choices = filterChoices(items);
  const all = { value: 'all', label: t('all') };
  return (
    <fieldset className="grid grid-cols-3 gap-2 sm:gap-3">
      <legend className="sr-only">{t('filters')}</legend>
      <SelectField
        label={t('source')}
        value={filters.source}
        onChange={(event) => onChange({ ...filters, source: event.target.value as MistakeFilters['source'] })}
        options={[all, ...choices.source.map((value) => ({ value, label: t(`sources.${value}`) }))]}
      />
      <SelectField
        label={t('level')}
        value={filters.level}
        onChange={(event) => onChange({ ...filters, level: event.target.value as MistakeFilters['level'] })}
        options={[
          all,
          ...choices.level.map((value) => ({ value, label: value === 'none' ? t('noLevel') : `N${value}` })),
        ]}
      />
      <SelectField
        label={t('kind')}
        value={filters.kind}
        onChange={(event) => onChange({ ...filters, kind: event.target.value as MistakeFilters['kind'] })}
        options={[all, ...choices.kind.map((value) => ({ value, label: t(`kinds.${value}`) }))]}
      />
    </fieldset>
  );
}
