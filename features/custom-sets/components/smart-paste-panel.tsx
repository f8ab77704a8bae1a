'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, TextArea } from '@/components/ui/form-field';
import { useWordLookup } from '@/features/custom-sets/hooks/use-word-lookup';
import { MAX_CARDS, type SetLanguage } from '@/features/custom-sets/limits';
import { cardOf, choose, rowOf, type PasteRow } from '@/features/custom-sets/smart-paste/rows';
import { splitWords } from '@/features/custom-sets/smart-paste/split-words';
import type { WordListCard } from '@/features/custom-sets/word-list';
import { ImportPanelFrame } from './import-panel-frame';
import { SmartPasteRow } from './smart-paste-row';

/**
 * Smart paste: bare Japanese words, looked up on the server (built-in vocabulary, then EDICT's common words), shown
 * as editable cards with a choice where a word has several readings, then added to or replacing the form's cards.
 * Unknown words stay in the list, marked, for the learner to fill in.
 */
export function SmartPastePanel({
  currentCount,
  meaningLanguage,
  onImport,
  onClose,
  modeSwitch,
}: {
  currentCount: number;
  meaningLanguage: SetLanguage;
  onImport: (cards: WordListCard[], mode: 'append' | 'replace') => void;
  onClose: () => void;
  modeSwitch: ReactNode;
}) {
  const t = useTranslations('customSets.smartPaste');
  const id = useId();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<PasteRow[] | null>(null);
  const { lookUp, pending, failure } = useWordLookup();
  const vietnamese = meaningLanguage === 'vi';
  const words = useMemo(() => splitWords(text), [text]);
  const tooManyWords = words.length > MAX_CARDS;

  const submit = async () => {
    if (words.length === 0 || tooManyWords) return;
    const results = await lookUp(words);
    if (results) setRows(results.map((result) => rowOf(result, vietnamese)));
  };
  const update = (index: number, change: (row: PasteRow) => PasteRow) =>
    setRows((current) => current && current.map((row, i) => (i === index ? change(row) : row)));

  const count = rows?.length ?? 0;
  const appendTotal = currentCount + count;
  const canAppend = count > 0 && appendTotal <= MAX_CARDS;
  const importAs = (mode: 'append' | 'replace') =>
    rows &&
    onImport(
      rows.map((row) => cardOf(row, vietnamese, t('needsVietnameseNote'))),
      mode,
    );
  const summary = rows && {
    count,
    found: rows.filter((row) => row.candidates.length > 0).length,
    choose: rows.filter((row) => row.candidates.length > 1).length,
    unknown: rows.filter((row) => row.candidates.length === 0).length,
  };

  return (
    <ImportPanelFrame title={t('title')} closeLabel={t('close')} onClose={onClose} modeSwitch={modeSwitch}>
      {/* Not a <form>: the panel sits inside the set's form. */}
      <div className="flex flex-col gap-3">
        <TextArea
          id={`${id}-text`}
          label={t('text')}
          hint={t('textHint')}
          lang="ja"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          spellCheck={false}
        />
        {tooManyWords ? <FieldError>{t('tooManyWords', { count: words.length })}</FieldError> : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={pending || words.length === 0 || tooManyWords}
            onClick={() => void submit()}
          >
            <Search aria-hidden className="size-4" />
            {pending ? t('lookingUp') : t('lookUp')}
          </Button>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {failure ? <p className="text-sm text-danger">{t(failure)}</p> : null}
        {summary ? <p className="font-medium">{t('summary', summary)}</p> : null}
        {summary && vietnamese ? <p className="text-sm text-muted">{t('vietnameseNote')}</p> : null}
      </div>
      {rows && rows.length > 0 ? (
        <>
          <ol className="mt-3 flex flex-col gap-2">
            {rows.map((row, index) => (
              <SmartPasteRow
                key={row.input}
                row={row}
                number={index + 1}
                vietnamese={vietnamese}
                onChoose={(choice) => update(index, (current) => choose(current, choice, vietnamese))}
                onEdit={(field, value) => update(index, (current) => ({ ...current, [field]: value }))}
              />
            ))}
          </ol>
          {!canAppend && currentCount > 0 ? (
            <p className="mt-3 text-sm text-danger">{t('tooMany', { count: appendTotal })}</p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="button" disabled={!canAppend} onClick={() => importAs('append')}>
              {t('append')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => importAs('replace')}>
              {t('replace')}
            </Button>
          </div>
        </>
      ) : null}
    </ImportPanelFrame>
  );
}
