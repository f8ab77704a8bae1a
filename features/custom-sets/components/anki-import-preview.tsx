'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormMessage, SelectField } from '@/components/ui/form-field';
import {
  CARD_PARTS,
  guessMapping,
  planImport,
  type FieldMapping,
  type PlannedSet,
} from '@/features/custom-sets/anki/field-mapping';
import type { AnkiNoteType, AnkiPackageContent } from '@/features/custom-sets/anki/package-content';
import { MAX_IMPORT_SETS } from '@/features/custom-sets/anki/package-limits';
import type { SetInput } from '@/features/custom-sets/schemas';
import { importAnkiSetsAction } from '@/features/custom-sets/server/anki-actions';
import { useAction } from '@/hooks/use-action';

const SAMPLE_CARDS = 3;

/** A planned set as the action saves it: private, Japanese words, meanings in the learner's language. */
const toInput = (set: PlannedSet, meaningLanguage: 'en' | 'vi'): SetInput => ({
  name: set.name,
  description: '',
  customLevel: '',
  wordLanguage: 'ja',
  meaningLanguage,
  jlptLevel: '',
  visibility: 'onlyMe',
  cards: set.cards,
});

/**
 * The preview of an Anki package: each note type's fields mapped to the card (guessed from their names, the
 * learner may change them), the decks to import, the sets they make and what is left out; then one save.
 */
export function AnkiImportPreview({ content, onCancel }: { content: AnkiPackageContent; onCancel: () => void }) {
  const t = useTranslations('customSets.anki');
  const format = useFormatter();
  const locale = useLocale();
  const [mappings, setMappings] = useState<Record<string, FieldMapping>>(() =>
    Object.fromEntries(content.noteTypes.map((type) => [type.id, guessMapping(type)])),
  );
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<'busy' | 'saveFailed' | null>(null);
  const { run, pending } = useAction<Awaited<ReturnType<typeof importAnkiSetsAction>>>();

  const plan = useMemo(
    () =>
      planImport(
        content.decks.filter((deck) => !excluded.has(deck.name)),
        mappings,
      ),
    [content.decks, excluded, mappings],
  );
  const tooMany = plan.sets.length > MAX_IMPORT_SETS;
  const mediaFiles = content.media.files;
  const mediaInFields = content.media.sounds + content.media.images;

  const save = async () => {
    setProblem(null);
    const inputs = plan.sets.map((set) => toInput(set, locale === 'vi' ? 'vi' : 'en'));
    // On success the action opens "my sets" (a redirect the router follows).
    const outcome = await run(() => importAnkiSetsAction(inputs));
    if (outcome.do === 'report' || outcome.do === 'fieldErrors')
      setProblem(outcome.do === 'report' && outcome.failure.error === 'busy' ? 'busy' : 'saveFailed');
  };

  const toggleDeck = (name: string, included: boolean) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (included) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      {content.noteTypes.map((type) => (
        <MappingFields
          key={type.id}
          type={type}
          mapping={mappings[type.id] ?? guessMapping(type)}
          onChange={(mapping) => setMappings((current) => ({ ...current, [type.id]: mapping }))}
        />
      ))}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('sets', { count: plan.sets.length })}</legend>
        {content.decks.map((deck) => (
          <label key={deck.name} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={!excluded.has(deck.name)}
              onChange={(event) => toggleDeck(deck.name, event.target.checked)}
              className="size-4 accent-primary-500"
            />
            {t('include', { name: deck.name })}
          </label>
        ))}
      </fieldset>
      {plan.sets.length > 0 ? (
        <ul aria-label={t('sets', { count: plan.sets.length })} className="grid gap-2 sm:grid-cols-2">
          {plan.sets.map((set) => (
            <li key={set.name} className="min-w-0 rounded-lg border border-line bg-page p-3 text-sm">
              <p className="truncate font-medium">{set.name}</p>
              <p className="text-muted">{t('setCards', { count: set.cards.length })}</p>
              <ul className="mt-1">
                {set.cards.slice(0, SAMPLE_CARDS).map((card, index) => (
                  <li key={index} className="truncate">
                    {card.word} {card.pronunciation ? <span className="text-muted">{card.pronunciation} </span> : null}—{' '}
                    {card.meaning}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm text-muted">
        {mediaFiles > 0 ? <li>{t('media', { count: mediaFiles })}</li> : null}
        {mediaInFields > 0 ? <li>{t('mediaInFields', { count: mediaInFields })}</li> : null}
        {plan.skippedNotes > 0 ? <li>{t('skipped', { count: plan.skippedNotes })}</li> : null}
        {plan.smallDecks.length > 0 ? <li>{t('smallDecks', { decks: format.list(plan.smallDecks) })}</li> : null}
      </ul>
      {tooMany ? (
        <p className="text-sm text-danger">{t('tooManySets', { count: plan.sets.length, max: MAX_IMPORT_SETS })}</p>
      ) : null}
      {plan.sets.length === 0 ? <p className="text-sm text-danger">{t('nothing')}</p> : null}
      {problem ? <FormMessage>{t(problem)}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={pending || tooMany || plan.sets.length === 0} onClick={() => void save()}>
          {pending ? t('saving') : t('save', { count: plan.sets.length })}
        </Button>
        <Button type="button" variant="secondary" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}

/** One note type's fields: which one fills the word, the reading, the meaning and the note. */
function MappingFields({
  type,
  mapping,
  onChange,
}: {
  type: AnkiNoteType;
  mapping: FieldMapping;
  onChange: (mapping: FieldMapping) => void;
}) {
  const t = useTranslations('customSets.anki');
  const id = useId();
  const options = [
    { value: '-1', label: t('none') },
    ...type.fields.map((name, index) => ({ value: String(index), label: name || `#${index + 1}` })),
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('noteType', { name: type.name })}</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARD_PARTS.map((part) => (
          <SelectField
            key={part}
            id={`${id}-${part}`}
            label={t('fieldOf', { part: t(`parts.${part}`) })}
            options={options}
            value={String(mapping[part])}
            onChange={(event) => onChange({ ...mapping, [part]: Number(event.target.value) })}
          />
        ))}
      </div>
    </fieldset>
  );
}
