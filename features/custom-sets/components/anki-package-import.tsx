'use client';

import { PackageOpen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import type { AnkiPackageContent } from '@/features/custom-sets/anki/package-content';
import { MAX_PACKAGE_BYTES, PACKAGE_ERRORS, type PackageError } from '@/features/custom-sets/anki/package-limits';

import { AnkiImportPreview } from './anki-import-preview';

type UploadError = PackageError | 'unauthorized' | 'unverified' | 'failed';
type State =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'error'; error: UploadError }
  | { phase: 'rateLimited'; minutes: number }
  | { phase: 'ready'; content: AnkiPackageContent };

const KNOWN: readonly string[] = [...PACKAGE_ERRORS, 'unauthorized', 'unverified'];

/** Sends the package to the server, which reads it (nothing is stored until the learner saves the preview). */
async function upload(file: File): Promise<State> {
  if (file.size > MAX_PACKAGE_BYTES) return { phase: 'error', error: 'tooLarge' };
  try {
    const response = await fetch('/api/custom-sets/anki-import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    });
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After')) || 60;
      return { phase: 'rateLimited', minutes: Math.max(1, Math.ceil(seconds / 60)) };
    }
    const body = (await response.json()) as { content?: AnkiPackageContent; error?: string };
    if (response.ok && body.content) return { phase: 'ready', content: body.content };
    const error = KNOWN.includes(body.error ?? '') ? (body.error as UploadError) : 'failed';
    return { phase: 'error', error };
  } catch {
    return { phase: 'error', error: 'failed' };
  }
}

/**
 * "Import an Anki package": an `.apkg` / `.colpkg` becomes new sets, one per deck (split past 100 cards), after a
 * preview where the learner maps the note fields to word, reading, meaning and note.
 */
export function AnkiPackageImport() {
  const t = useTranslations('customSets.anki');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    setState({ phase: 'reading' });
    setState(await upload(file));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
      <h4 id={`${id}-title`} className="font-semibold">
        {t('title')}
      </h4>
      <p className="text-sm text-muted">{t('lead')}</p>
      {state.phase === 'ready' ? (
        <AnkiImportPreview content={state.content} onCancel={() => setState({ phase: 'idle' })} />
      ) : (
        <div className="flex flex-col items-start gap-1" aria-live="polite">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={state.phase === 'reading'}
            onClick={() => input.current?.click()}
          >
            <PackageOpen aria-hidden className="size-4" />
            {state.phase === 'reading' ? t('reading') : t('open')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".apkg,.colpkg,application/zip"
            className="hidden"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => void choose(event)}
          />
          {state.phase === 'error' ? <FieldError>{t(`errors.${state.error}`)}</FieldError> : null}
          {state.phase === 'rateLimited' ? (
            <FieldError>{t('errors.rateLimited', { minutes: state.minutes })}</FieldError>
          ) : null}
        </div>
      )}
    </section>
  );
}
