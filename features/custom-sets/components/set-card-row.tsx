'use client';

import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { CardInput, SetInput } from '@/features/custom-sets/schemas';
import { useSetValidationMessage } from '../hooks/use-set-validation-message';

const CARD_FIELDS = ['word', 'pronunciation', 'meaning', 'note'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const isEmptyCard = (card: CardInput) => CARD_FIELDS.every((field) => (card[field] ?? '').trim() === '');

/** One card of the set form: its four fields and the buttons that move or remove it. */
export function SetCardRow({
  formId,
  index,
  count,
  register,
  errors,
  touched,
  isSubmitted,
  onMove,
  onRemove,
}: {
  formId: string;
  index: number;
  /** How many cards the form has. */
  count: number;
  register: UseFormRegister<SetInput>;
  errors: FieldErrors<CardInput> | undefined;
  touched: Partial<Record<CardField, boolean>> | undefined;
  isSubmitted: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const t = useTranslations('customSets');
  const message = useSetValidationMessage();
  const number = index + 1;
  const cardLabel = t('form.card', { number });

  return (
    <fieldset className="rounded-xl border border-line bg-surface p-3 sm:p-4">
      <legend className="sr-only">{cardLabel}</legend>
      <div className="mb-2 flex items-center justify-between gap-2">
        <span aria-hidden className="text-sm font-semibold text-muted">
          {number}
        </span>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => onMove(index, index - 1)}
            disabled={index === 0}
            aria-label={t('form.moveUp', { number })}
            title={t('form.moveUp', { number })}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => onMove(index, index + 1)}
            disabled={index === count - 1}
            aria-label={t('form.moveDown', { number })}
            title={t('form.moveDown', { number })}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-danger"
            onClick={() => onRemove(index)}
            aria-label={t('form.removeCard', { number })}
            title={t('form.removeCard', { number })}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {CARD_FIELDS.map((name) => {
          // Shown once the field was left or a save tried (what mode 'onTouched' means): useFieldArray validates a
          // just-added card at once, and its "required" errors stayed on fields as they were filled, then vanished
          // on blur, so mousedown on the save button moved it from under the pointer.
          const shown = touched?.[name] || isSubmitted;
          return (
            <TextField
              key={name}
              // By position, not the list's key: the keys are random and differ between server and client render.
              id={`${formId}-card-${index}-${name}`}
              label={t(`form.${name}`)}
              error={message(shown ? errors?.[name]?.message : undefined)}
              data-card-field={name}
              autoComplete="off"
              aria-label={`${t(`form.${name}`)} (${cardLabel})`}
              {...register(`cards.${index}.${name}`)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
