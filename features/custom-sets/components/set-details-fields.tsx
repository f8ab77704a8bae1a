'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextArea, TextField } from '@/components/ui/form-field';
import { JLPT_OPTIONS, LANGUAGES, VISIBILITIES } from '@/features/custom-sets/limits';
import type { SetInput } from '@/features/custom-sets/schemas';
import { useSetValidationMessage } from '../hooks/use-set-validation-message';

/** The set form's first section: name, description, languages, levels and visibility. */
export function SetDetailsFields({
  formId,
  register,
  errors,
}: {
  formId: string;
  register: UseFormRegister<SetInput>;
  errors: FieldErrors<SetInput>;
}) {
  const t = useTranslations('customSets');
  const message = useSetValidationMessage();
  const languageOptions = LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  const jlptOptions = JLPT_OPTIONS.map((level) => ({
    value: level,
    label: level === '' ? t('jlpt.none') : t('jlpt.level', { level }),
  }));

  return (
    <section aria-labelledby={`${formId}-details`} className="flex flex-col gap-4">
      <h2 id={`${formId}-details`} className="text-xl font-semibold">
        {t('form.details')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={`${formId}-name`}
          label={t('form.name')}
          error={message(errors.name?.message)}
          className="md:col-span-2"
          autoComplete="off"
          {...register('name')}
        />
        <TextArea
          id={`${formId}-description`}
          label={t('form.description')}
          error={message(errors.description?.message)}
          className="md:col-span-2"
          rows={2}
          {...register('description')}
        />
        <SelectField
          id={`${formId}-wordLanguage`}
          label={t('form.wordLanguage')}
          error={message(errors.wordLanguage?.message)}
          options={languageOptions}
          {...register('wordLanguage')}
        />
        <SelectField
          id={`${formId}-meaningLanguage`}
          label={t('form.meaningLanguage')}
          error={message(errors.meaningLanguage?.message)}
          options={languageOptions}
          {...register('meaningLanguage')}
        />
        <SelectField
          id={`${formId}-jlpt`}
          label={t('form.jlptLevel')}
          error={message(errors.jlptLevel?.message)}
          options={jlptOptions}
          {...register('jlptLevel')}
        />
        <TextField
          id={`${formId}-level`}
          label={t('form.customLevel')}
          hint={t('form.customLevelHint')}
          error={message(errors.customLevel?.message)}
          autoComplete="off"
          {...register('customLevel')}
        />
        <fieldset className="md:col-span-2">
          <legend className="mb-2 text-sm font-medium">{t('form.visibility')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {VISIBILITIES.map((value) => (
              <label key={value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  value={value}
                  {...register('visibility')}
                  className="mt-0.5 size-4 accent-primary-500"
                />
                <span>
                  <span className="font-medium">{t(`visibility.${value}`)}</span>
                  <span className="block text-muted">{t(`visibilityHint.${value}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
