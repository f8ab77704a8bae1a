'use client';

import { FileUp, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { emptyCard } from '@/features/custom-sets/form-values';
import { MAX_CARDS } from '@/features/custom-sets/limits';
import type { ParsedSetInput, SetInput } from '@/features/custom-sets/schemas';
import type { WordListCard } from '@/features/custom-sets/word-list';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';
import { useNotify } from '@/components/toast/use-notify';
import { isEmptyCard, SetCardRow, type CardField } from './set-card-row';
import { CopyWordsButton } from './share-buttons';
import { useSetValidationMessage } from '../hooks/use-set-validation-message';

// The import panel (parser and preview) opens on demand: it loads then, or when the page is idle.
const loadImportPanel = () => import('./import-panel');
const ImportPanel = lazy(() => loadImportPanel().then((module) => ({ default: module.ImportPanel })));

/**
 * The set form's cards: a list to type into, reordered by buttons or Alt+arrow keys (the focus follows the
 * card), grown by Tab from the last field, and filled or replaced from a pasted word list.
 */
export function SetCardsEditor({
  formId,
  form,
}: {
  formId: string;
  form: UseFormReturn<SetInput, unknown, ParsedSetInput>;
}) {
  const t = useTranslations('customSets');
  const message = useSetValidationMessage();
  const notify = useNotify();
  const [importOpen, setImportOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const {
    control,
    register,
    getValues,
    setFocus,
    formState: { errors, isSubmitted, touchedFields },
  } = form;
  // keyName: the cards' own `id` (kept across edits) must not be replaced by the list's React keys.
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'cards', keyName: 'key' });
  usePreloadWhenIdle(loadImportPanel);
  const meaningLanguage = useWatch({ control, name: 'meaningLanguage' });

  const filledCards = () => getValues('cards').filter((card) => !isEmptyCard(card));

  const moveCard = (from: number, to: number, field: CardField = 'word') => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    setAnnouncement(t('form.moved', { position: to + 1 }));
    // Focus follows the card, so the keyboard user can keep moving it.
    requestAnimationFrame(() => setFocus(`cards.${to}.${field}`));
  };

  const removeCard = (index: number) => {
    remove(index);
    setAnnouncement(t('form.removed', { number: index + 1 }));
    const next = Math.min(index, fields.length - 2);
    if (next >= 0) requestAnimationFrame(() => setFocus(`cards.${next}.word`));
  };

  const addCard = () => append(emptyCard(), { shouldFocus: true });

  const onCardKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const field = (event.target as HTMLElement).dataset.cardField as CardField | undefined;
    if (!field) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      moveCard(index, event.key === 'ArrowUp' ? index - 1 : index + 1, field);
      return;
    }
    // Tab from the last card's last field adds a card instead of leaving the list.
    if (
      event.key === 'Tab' &&
      !event.shiftKey &&
      field === 'note' &&
      index === fields.length - 1 &&
      fields.length < MAX_CARDS
    ) {
      event.preventDefault();
      addCard();
    }
  };

  const onImport = (cards: WordListCard[], mode: 'append' | 'replace') => {
    const kept = mode === 'append' ? filledCards() : [];
    replace([...kept, ...cards]);
    setImportOpen(false);
    notify.success(t('import.imported', { count: cards.length }));
  };

  const cardsError = errors.cards?.root?.message ?? errors.cards?.message;

  return (
    <section aria-labelledby={`${formId}-cards`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${formId}-cards`} className="text-xl font-semibold">
            {t('form.cards')}
          </h2>
          <p className="text-sm text-muted">{t('form.cardsCount', { count: fields.length })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setImportOpen((open) => !open)}
            aria-expanded={importOpen}
          >
            <FileUp aria-hidden className="size-4" />
            {t('import.open')}
          </Button>
          <CopyWordsButton
            cards={() =>
              filledCards().map((card) => ({
                word: card.word.trim(),
                pronunciation: (card.pronunciation ?? '').trim(),
                meaning: card.meaning.trim(),
                note: (card.note ?? '').trim(),
              }))
            }
          />
        </div>
      </div>
      {importOpen ? (
        <Suspense fallback={null}>
          <ImportPanel
            currentCount={filledCards().length}
            meaningLanguage={meaningLanguage}
            onImport={onImport}
            onClose={() => setImportOpen(false)}
          />
        </Suspense>
      ) : null}
      <p className="hidden text-sm text-muted keys:block">{t('form.keyboardHint')}</p>
      {cardsError ? <FieldError id={`${formId}-cards-error`}>{message(cardsError)}</FieldError> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.key} onKeyDown={(event) => onCardKeyDown(event, index)}>
            <SetCardRow
              formId={formId}
              index={index}
              count={fields.length}
              register={register}
              errors={errors.cards?.[index]}
              touched={touchedFields.cards?.[index]}
              isSubmitted={isSubmitted}
              onMove={moveCard}
              onRemove={removeCard}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="secondary" onClick={addCard} disabled={fields.length >= MAX_CARDS}>
          <Plus aria-hidden className="size-4" />
          {t('form.addCard')}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
