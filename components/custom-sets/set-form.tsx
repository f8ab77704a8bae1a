'use client';

import { ArrowDown, ArrowUp, FileUp, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlClass, Field, FieldError, fieldAria, SelectField } from '@/components/ui/form-field';
import { saveSetAction } from '@/lib/custom-sets/actions';
import { emptyCard } from '@/lib/custom-sets/form-values';
import { JLPT_OPTIONS, LANGUAGES, MAX_CARDS, VISIBILITIES } from '@/lib/custom-sets/limits';
import type { CardInput, ParsedSetInput, SetInput, ValidationKey } from '@/lib/custom-sets/schemas';
import type { WordListCard } from '@/lib/custom-sets/word-list';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { usePreloadWhenIdle } from '@/lib/utils/preload-when-idle';
import { useHydrated } from '@/lib/utils/use-hydrated';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { useNotify } from '@/lib/toast/use-notify';
import { CopyWordsButton } from './share-buttons';
import { clearDraft, readDraft, writeDraft } from './set-draft';

// Validation code loads after the page (lib/forms/lazy-zod-resolver.ts).
const setValidation = lazyZodResolver<SetInput, ParsedSetInput>(() =>
  import('@/lib/custom-sets/schemas').then((schemas) => schemas.setInputSchema),
);

// The import panel (parser and preview) opens on demand: it loads then, or when the page is idle.
const loadImportPanel = () => import('./import-panel');
const ImportPanel = lazy(() => loadImportPanel().then((module) => ({ default: module.ImportPanel })));

const CARD_FIELDS = ['word', 'pronunciation', 'meaning', 'note'] as const;
type CardField = (typeof CARD_FIELDS)[number];

type Status =
  | { kind: 'network' | 'session' | 'unverified' | 'notFound' | 'invalid' }
  | { kind: 'stale'; currentVersion: number };

const isEmptyCard = (card: CardInput) => CARD_FIELDS.every((field) => (card[field] ?? '').trim() === '');

/**
 * Create or edit a set and its cards. One zod schema checks the form here and the same input again in
 * the server action. Everything typed is also kept as a local draft until a save succeeds, so a failed
 * save (network, validation, an expired session, a stale version) never loses it.
 */
export function SetForm({ initial, target }: { initial: SetInput; target: { id: string; version: number } | null }) {
  const t = useTranslations('customSets');
  const tv = useTranslations('customSets.validation');
  const languageOptions = LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));
  const notify = useNotify();
  const router = useRouter();
  const pathname = usePathname();
  const formId = useId();
  const hydrated = useHydrated();
  const draftKey = target?.id ?? 'new';
  const [version, setVersion] = useState(target?.version ?? 0);
  const [status, setStatus] = useState<Status | null>(null);
  const [draftRestored, setDraftRestored] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const statusRef = useRef<HTMLDivElement>(null);

  usePreloadWhenIdle(setValidation.preload);
  usePreloadWhenIdle(loadImportPanel);
  const form = useForm<SetInput, unknown, ParsedSetInput>({
    resolver: setValidation.resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
    getValues,
    setError,
    setFocus,
    reset,
    watch,
  } = form;
  // keyName: the cards' own `id` (kept across edits) must not be replaced by the list's React keys.
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'cards', keyName: 'key' });

  // Restore a draft left by an earlier visit (a failed save, a closed tab, a login in between).
  useEffect(() => {
    const draft = readDraft(draftKey);
    if (!draft || JSON.stringify(draft.values) === JSON.stringify(initial)) return;
    reset(draft.values);
    if (target && draft.version > version) setVersion(draft.version);
    setDraftRestored(true);
    // Runs once per set: `initial` and `version` are the server's values at load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  // Keep the draft up to date while typing (a short pause between writes).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => writeDraft(draftKey, { values: values as SetInput, version }), 300);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, draftKey, version]);

  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  const message = (key: string | undefined) => (key ? tv(key as ValidationKey) : undefined);

  const save = useCallback(
    async (values: ParsedSetInput, baseVersion: number) => {
      setStatus(null);
      writeDraft(draftKey, { values: getValues(), version: baseVersion });
      let result: Awaited<ReturnType<typeof saveSetAction>>;
      try {
        result = await saveSetAction(values, target ? { id: target.id, version: baseVersion } : null);
      } catch {
        setStatus({ kind: 'network' });
        return;
      }
      if (result.ok) {
        clearDraft(draftKey);
        notify.success(target ? t('form.saved') : t('form.created'));
        router.push(`/flash-cards/custom/${result.id}`);
        router.refresh();
        return;
      }
      switch (result.error) {
        case 'invalid': {
          const paths = Object.keys(result.fieldErrors);
          for (const path of paths) {
            setError(path as FieldPath<SetInput>, { message: result.fieldErrors[path] });
          }
          setStatus({ kind: 'invalid' });
          return;
        }
        case 'stale':
          setStatus({ kind: 'stale', currentVersion: result.currentVersion });
          return;
        case 'unauthorized':
          setStatus({ kind: 'session' });
          return;
        case 'unverified':
          setStatus({ kind: 'unverified' });
          return;
        default:
          setStatus({ kind: 'notFound' });
      }
    },
    [draftKey, getValues, notify, router, setError, t, target],
  );

  const onSubmit = handleSubmit(
    (values) => save(values, version),
    // Client-side errors: react-hook-form focuses the first invalid field itself.
    () => setStatus(null),
  );

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
    const kept = mode === 'append' ? getValues('cards').filter((card) => !isEmptyCard(card)) : [];
    replace([...kept, ...cards]);
    setImportOpen(false);
    notify.success(t('import.imported', { count: cards.length }));
  };

  const cardsError = errors.cards?.root?.message ?? errors.cards?.message;
  const loginHref = `/auth/login?${new URLSearchParams({ redirect: pathname })}`;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-8" aria-describedby={status ? `${formId}-status` : undefined}>
      {draftRestored ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-100" role="status">
          <span>{t('form.draftRestored')}</span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              clearDraft(draftKey);
              reset(initial);
              setVersion(target?.version ?? 0);
              setDraftRestored(false);
              notify.info(t('form.draftDiscarded'));
            }}
          >
            {t('form.discardDraft')}
          </Button>
        </div>
      ) : null}

      <section aria-labelledby={`${formId}-details`} className="flex flex-col gap-4">
        <h2 id={`${formId}-details`} className="text-xl font-semibold">
          {t('form.details')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={`${formId}-name`} label={t('form.name')} error={message(errors.name?.message)} className="md:col-span-2">
            <input id={`${formId}-name`} {...register('name')} className={controlClass()} autoComplete="off" {...fieldAria(`${formId}-name`, { error: errors.name })} />
          </Field>
          <Field id={`${formId}-description`} label={t('form.description')} error={message(errors.description?.message)} className="md:col-span-2">
            <textarea id={`${formId}-description`} rows={2} {...register('description')} className={`${controlClass()} h-auto py-2`} {...fieldAria(`${formId}-description`, { error: errors.description })} />
          </Field>
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
            options={JLPT_OPTIONS.map((level) => ({ value: level, label: level === '' ? t('jlpt.none') : t('jlpt.level', { level }) }))}
            {...register('jlptLevel')}
          />
          <Field
            id={`${formId}-level`}
            label={t('form.customLevel')}
            hint={t('form.customLevelHint')}
            error={message(errors.customLevel?.message)}
          >
            <input id={`${formId}-level`} {...register('customLevel')} className={controlClass()} autoComplete="off" {...fieldAria(`${formId}-level`, { hint: true, error: errors.customLevel })} />
          </Field>
          <fieldset className="md:col-span-2">
            <legend className="mb-2 text-sm font-medium">{t('form.visibility')}</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              {VISIBILITIES.map((value) => (
                <label key={value} className="flex items-start gap-2 text-sm">
                  <input type="radio" value={value} {...register('visibility')} className="mt-0.5 size-4 accent-primary-500" />
                  <span>
                    <span className="font-medium">{t(`visibility.${value}`)}</span>
                    <span className="block text-zinc-600 dark:text-zinc-400">{t(`visibilityHint.${value}`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </section>

      <section aria-labelledby={`${formId}-cards`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={`${formId}-cards`} className="text-xl font-semibold">
              {t('form.cards')}
            </h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('form.cardsCount', { count: fields.length })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => setImportOpen((open) => !open)} aria-expanded={importOpen}>
              <FileUp aria-hidden className="size-4" />
              {t('import.open')}
            </Button>
            <CopyWordsButton
              cards={() =>
                getValues('cards')
                  .filter((card) => !isEmptyCard(card))
                  .map((card) => ({
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
              currentCount={getValues('cards').filter((card) => !isEmptyCard(card)).length}
              onImport={onImport}
              onClose={() => setImportOpen(false)}
            />
          </Suspense>
        ) : null}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('form.keyboardHint')}</p>
        {cardsError ? <FieldError id={`${formId}-cards-error`}>{message(cardsError)}</FieldError> : null}
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const cardErrors = errors.cards?.[index];
            return (
              <li key={field.key} onKeyDown={(event) => onCardKeyDown(event, index)}>
                <fieldset className="rounded-xl border border-zinc-200 bg-white p-3 sm:p-4 dark:border-zinc-800 dark:bg-zinc-900">
                  <legend className="sr-only">{t('form.card', { number: index + 1 })}</legend>
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <span aria-hidden className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">
                      {index + 1}
                    </span>
                    <div className="flex gap-1">
                      <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => moveCard(index, index - 1)} disabled={index === 0} aria-label={t('form.moveUp', { number: index + 1 })} title={t('form.moveUp', { number: index + 1 })}>
                        <ArrowUp aria-hidden className="size-4" />
                      </Button>
                      <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => moveCard(index, index + 1)} disabled={index === fields.length - 1} aria-label={t('form.moveDown', { number: index + 1 })} title={t('form.moveDown', { number: index + 1 })}>
                        <ArrowDown aria-hidden className="size-4" />
                      </Button>
                      <Button type="button" variant="ghost" size="icon" className="size-8 text-red-700 dark:text-red-400" onClick={() => removeCard(index)} aria-label={t('form.removeCard', { number: index + 1 })} title={t('form.removeCard', { number: index + 1 })}>
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </div>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    {CARD_FIELDS.map((name) => {
                      // By position, not field.key: the list keys are random and differ between server and client render.
                      const inputId = `${formId}-card-${index}-${name}`;
                      // Shown once the field was left or a save tried (what mode 'onTouched' means): useFieldArray
                      // validates a just-added card at once, and its "required" errors stayed on fields as they were
                      // filled, then vanished on blur, so mousedown on the save button moved it from under the pointer.
                      const shown = touchedFields.cards?.[index]?.[name] || isSubmitted;
                      const error = shown ? cardErrors?.[name]?.message : undefined;
                      return (
                        <Field key={name} id={inputId} label={t(`form.${name}`)} error={message(error)}>
                          <input
                            id={inputId}
                            data-card-field={name}
                            {...register(`cards.${index}.${name}`)}
                            className={controlClass()}
                            autoComplete="off"
                            aria-label={`${t(`form.${name}`)} (${t('form.card', { number: index + 1 })})`}
                            {...fieldAria(inputId, { error })}
                          />
                        </Field>
                      );
                    })}
                  </div>
                </fieldset>
              </li>
            );
          })}
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

      {status ? (
        <div
          id={`${formId}-status`}
          ref={statusRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          {status.kind === 'stale' ? (
            <>
              <p className="font-semibold">{t('form.staleHeading')}</p>
              <p className="mt-1">{t('form.staleText')}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button type="button" onClick={handleSubmit((values) => save(values, status.currentVersion))}>
                  {t('form.overwrite')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    clearDraft(draftKey);
                    window.location.reload();
                  }}
                >
                  {t('form.loadLatest')}
                </Button>
              </div>
            </>
          ) : (
            <p>
              {t(
                {
                  network: 'form.networkError',
                  session: 'form.sessionExpired',
                  unverified: 'form.unverified',
                  notFound: 'form.notFound',
                  invalid: 'form.fixErrors',
                }[status.kind],
              )}
              {status.kind === 'session' ? (
                <>
                  {' '}
                  <Link href={loginHref} className="font-semibold underline">
                    {t('form.login')}
                  </Link>
                </>
              ) : null}
            </p>
          )}
        </div>
      ) : null}

      <div className="flex flex-wrap gap-3 border-t border-zinc-200 pt-6 dark:border-zinc-800">
        {/* Disabled until the form runs: sent by the browser itself, it would reload the page and lose every card. */}
        <Button type="submit" size="lg" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? t('form.saving') : target ? t('form.save') : t('form.create')}
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link href={target ? `/flash-cards/custom/${target.id}` : '/my-flash-card'}>{t('form.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
