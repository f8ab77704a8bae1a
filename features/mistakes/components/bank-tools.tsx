'use client';

import { Download, FolderPlus } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { saveSetAction } from '@/features/custom-sets/server/actions';
import { MAX_CARDS, MIN_CARDS } from '@/features/custom-sets/limits';
import { Link } from '@/lib/i18n/navigation';
import { mistakeCards, setFromMistakes, toAnkiText, toCsv } from '@/features/mistakes/export';
import type { Mistake } from '@/features/mistakes/schemas';
import { useAction } from '@/hooks/use-action';

import type { BankOwner } from '../bank-backend';

type SaveProblem = 'signIn' | 'verify' | 'failed' | null;

const PROBLEMS: Partial<Record<string, SaveProblem>> = { unauthorized: 'signIn', unverified: 'verify' };

function download(name: string, type: string, content: string | Blob): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Save as a custom set" and the two exports, of the list as filtered. */
export function BankTools({ items, owner }: { items: readonly Mistake[]; owner: BankOwner }) {
  const t = useTranslations('mistakes');
  const format = useFormatter();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [packaging, setPackaging] = useState(false);
  const [packageFailed, setPackageFailed] = useState<'failed' | 'rateLimited' | null>(null);
  // The note says how to go on (sign in, verify) rather than leaving the page: the bank is still to export.
  const { run, pending: saving } = useAction<Awaited<ReturnType<typeof saveSetAction>>>({
    unauthorized: 'report',
    unverified: 'report',
  });
  const noteId = useId();
  const cards = mistakeCards(items);

  const save = async () => {
    setProblem(null);
    const date = format.dateTime(Date.now(), { dateStyle: 'medium' });
    const input = setFromMistakes(items, { name: t('setName', { date }), description: t('setDescription') });
    // On success the action answers with the new set's page (a redirect): the router opens it.
    const outcome = await run(() => saveSetAction(input, null, 'open'));
    if (outcome.do === 'done') return;
    setProblem(outcome.do === 'report' ? (PROBLEMS[outcome.failure.error] ?? 'failed') : 'failed');
  };

  // The package is written on the server (SQLite inside a zip), from the list as shown: a guest's too.
  const exportPackage = async () => {
    setPackaging(true);
    setPackageFailed(null);
    try {
      const response = await fetch('/api/mistakes/anki', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: t('apkgDeck'), cards }),
      });
      if (response.status === 429) return setPackageFailed('rateLimited');
      if (!response.ok) throw new Error(String(response.status));
      download('kotonoha-mistakes.apkg', 'application/apkg', await response.blob());
    } catch {
      setPackageFailed('failed');
    } finally {
      setPackaging(false);
    }
  };

  const columns = [t('columns.word'), t('columns.reading'), t('columns.meaning')] as const;
  const signInNote = (
    <>
      {t('saveNeedsSignIn')}{' '}
      <Link href={{ pathname: '/auth/login', query: { redirect: '/mistakes' } }} className="font-medium underline">
        {t('signIn')}
      </Link>
    </>
  );
  return (
    <div className="space-y-2">
      {/* Said before any click: a guest's bank becomes a set only once there is an account to keep it. */}
      {owner === 'guest' ? (
        <p id={`${noteId}-sign-in`} className="text-sm">
          {signInNote}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void save()}
          disabled={saving || cards.length < MIN_CARDS || owner === 'guest'}
          aria-describedby={owner === 'guest' ? `${noteId}-sign-in` : undefined}
        >
          <FolderPlus aria-hidden className="size-4" />
          {saving ? t('saving') : t('saveAsSet')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => download('kotonoha-mistakes.csv', 'text/csv;charset=utf-8', toCsv(cards))}
        >
          <Download aria-hidden className="size-4" />
          {t('exportCsv')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => download('kotonoha-mistakes.txt', 'text/plain;charset=utf-8', toAnkiText(cards, columns))}
        >
          <Download aria-hidden className="size-4" />
          {t('exportAnki')}
        </Button>
        <Button variant="secondary" onClick={() => void exportPackage()} disabled={packaging || cards.length === 0}>
          <Download aria-hidden className="size-4" />
          {t('exportApkg')}
        </Button>
      </div>
      {packageFailed ? (
        <FormMessage>{t(packageFailed === 'failed' ? 'exportApkgFailed' : 'exportApkgRateLimited')}</FormMessage>
      ) : null}
      <p className="text-xs text-muted">
        {cards.length < MIN_CARDS ? `${t('saveTooFew')} ` : ''}
        {cards.length > MAX_CARDS ? `${t('saveFirstCards', { max: MAX_CARDS })} ` : ''}
        {t('exportHint')}
      </p>
      {problem === 'signIn' ? (
        <FormMessage>{signInNote}</FormMessage>
      ) : problem ? (
        <FormMessage>{problem === 'verify' ? t('saveNeedsVerified') : t('saveFailed')}</FormMessage>
      ) : null}
    </div>
  );
}
