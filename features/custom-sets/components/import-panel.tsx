'use client';

import { FolderOpen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FieldError, TextArea } from '@/components/ui/form-field';
import { MAX_CARDS, type SetLanguage } from '@/features/custom-sets/limits';
import type { CardSeparator, FieldSeparator, WordListCard, WordListFormat } from '@/features/custom-sets/word-list';
import { parseWordList, readWordListHeader } from '@/features/custom-sets/word-list-parser';
import { cn } from '@/lib/utils/cn';
import { ImportPanelFrame } from './import-panel-frame';
import { ImportModeSwitch, type ImportMode } from './import-mode-switch';
import { AnkiPackageImport } from './anki-package-import';
import { ImportPreview } from './import-preview';
import { SmartPastePanel } from './smart-paste-panel';

type FieldKind = FieldSeparator['kind'];
type CardKind = CardSeparator['kind'];
/** Anki exports of a few thousand notes fit; anything bigger is not a word list for one set. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Paste a word list or open a file (an Anki or Quizlet export), pick the separators and columns, see at once
 * what will be read (and which lines cannot be), then append to or replace the form's cards. An Anki file's
 * header lines choose the separators themselves; its reading column, when its `#columns:` line names one,
 * ticks the pronunciation box.
 */
export function ImportPanel({
  currentCount,
  meaningLanguage,
  onImport,
  onClose,
}: {
  /** Cards already in the form that are not empty (append adds to them). */
  currentCount: number;
  /** The set's meaning language: the smart paste fills Vietnamese meanings where it has them. */
  meaningLanguage: SetLanguage;
  onImport: (cards: WordListCard[], mode: 'append' | 'replace') => void;
  onClose: () => void;
}) {
  const t = useTranslations('customSets.import');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<'fileTooLarge' | 'fileUnreadable' | null>(null);
  const [fieldKind, setFieldKind] = useState<FieldKind>('tab');
  const [fieldCustom, setFieldCustom] = useState('');
  const [cardKind, setCardKind] = useState<CardKind>('newline');
  const [cardCustom, setCardCustom] = useState('');
  const [pronunciation, setPronunciation] = useState(false);
  const [note, setNote] = useState(false);
  const [mode, setMode] = useState<ImportMode>('list');

  // A big file is read after the keystroke that changed it, so typing stays quick.
  const deferredText = useDeferredValue(text);
  const header = useMemo(() => readWordListHeader(deferredText), [deferredText]);
  const fromHeader = header?.suggested.field !== undefined;
  const format: WordListFormat = useMemo(
    () => ({
      field:
        header?.suggested.field ??
        (fieldKind === 'custom' ? { kind: 'custom', value: fieldCustom } : { kind: fieldKind }),
      card:
        header?.suggested.card ?? (cardKind === 'custom' ? { kind: 'custom', value: cardCustom } : { kind: cardKind }),
      pronunciation,
      note,
    }),
    [header, fieldKind, fieldCustom, cardKind, cardCustom, pronunciation, note],
  );
  const { field } = format;
  const card = format.card.kind;
  const result = useMemo(() => parseWordList(deferredText, format), [deferredText, format]);
  const { cards } = result;
  const appendTotal = currentCount + cards.length;
  const canAppend = cards.length > 0 && appendTotal <= MAX_CARDS;
  const canReplace = cards.length > 0 && cards.length <= MAX_CARDS;

  const changeText = (next: string) => {
    setText(next);
    setFileError(null);
    const suggested = readWordListHeader(next)?.suggested;
    if (suggested?.pronunciation !== undefined) setPronunciation(suggested.pronunciation);
  };

  const openFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileError('fileTooLarge');
    try {
      changeText(await file.text());
    } catch {
      setFileError('fileUnreadable');
    }
  };

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
  const customInput = (label: string, value: string, onChange: (value: string) => void, hint?: string) => (
    <input
      aria-label={`${label}: ${t('customValue')}`}
      aria-describedby={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn(controlClass(), 'h-8 w-24')}
    />
  );

  const modeSwitch = <ImportModeSwitch mode={mode} onChange={setMode} />;
  if (mode === 'smart') {
    const props = { currentCount, meaningLanguage, onImport, onClose, modeSwitch };
    return <SmartPastePanel {...props} />;
  }

  return (
    <ImportPanelFrame title={t('title')} closeLabel={t('close')} onClose={onClose} modeSwitch={modeSwitch}>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <TextArea
            id={`${id}-text`}
            label={t('text')}
            hint={t('textHint')}
            controlClassName="font-mono"
            value={text}
            onChange={(event) => changeText(event.target.value)}
            rows={8}
            spellCheck={false}
          />
          <div className="flex flex-col items-start gap-1">
            <Button type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              <FolderOpen aria-hidden className="size-4" />
              {t('openFile')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".txt,.csv,.tsv,text/plain,text/csv,text/tab-separated-values"
              className="hidden"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => void openFile(event)}
            />
            {fileError ? <FieldError>{t(fileError)}</FieldError> : null}
          </div>
          <SeparatorGroup legend={t('fieldSeparator')} locked={fromHeader ? t('fromHeader') : null}>
            {radio(`${id}-field`, 'tab', field.kind === 'tab', () => setFieldKind('tab'), t('tab'))}
            {radio(`${id}-field`, 'comma', field.kind === 'comma', () => setFieldKind('comma'), t('comma'))}
            {radio(`${id}-field`, 'custom', field.kind === 'custom', () => setFieldKind('custom'), t('custom'))}
            {field.kind === 'custom'
              ? customInput(t('fieldSeparator'), fromHeader ? field.value : fieldCustom, setFieldCustom)
              : null}
          </SeparatorGroup>
          <SeparatorGroup legend={t('cardSeparator')} locked={header ? t('fromHeader') : null}>
            {radio(`${id}-card`, 'newline', card === 'newline', () => setCardKind('newline'), t('newline'))}
            {radio(`${id}-card`, 'semicolon', card === 'semicolon', () => setCardKind('semicolon'), t('semicolon'))}
            {radio(`${id}-card`, 'custom', card === 'custom', () => setCardKind('custom'), t('custom'))}
            {card === 'custom'
              ? customInput(
                  t('cardSeparator'),
                  cardCustom,
                  setCardCustom,
                  cardCustom === '' ? `${id}-card-hint` : undefined,
                )
              : null}
            {card === 'custom' && cardCustom === '' ? (
              <p id={`${id}-card-hint`} className="text-xs text-muted">
                {t('cardSeparatorEmpty')}
              </p>
            ) : null}
          </SeparatorGroup>
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
          <ImportPreview result={result} />
          {cards.length > 0 && !canReplace ? (
            <p className="text-sm text-danger">{t('tooMany', { count: cards.length })}</p>
          ) : null}
          {canReplace && !canAppend && currentCount > 0 ? (
            <p className="text-sm text-danger">{t('tooMany', { count: appendTotal })}</p>
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
      <AnkiPackageImport />
    </ImportPanelFrame>
  );
}

/** A row of separator choices; an Anki file's header lines choose for the learner (`locked` says so). */
function SeparatorGroup({ legend, locked, children }: { legend: string; locked: string | null; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={locked !== null}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">{children}</div>
      {locked ? <p className="text-xs text-muted">{locked}</p> : null}
    </fieldset>
  );
}
