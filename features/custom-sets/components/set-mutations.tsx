'use client';

import { Copy, Globe, Lock, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  deleteSetAction,
  duplicateSetAction,
  setVisibilityAction,
  type SetActionResult,
} from '@/features/custom-sets/server/actions';
import type { SetVisibility } from '@/features/custom-sets/limits';
import { useNotify } from '@/components/toast/use-notify';
import { useAction } from '@/hooks/use-action';
import { PublishDialog } from './publish-dialog';

/**
 * Runs a set action and answers its result the same way everywhere (hooks/use-action.ts: login, verify-email, a
 * toast). The action's answer carries the page to show next (features/custom-sets/server/actions.ts): the current
 * page re-rendered, or, when the action redirected, the next one, which the router is already showing. Nothing is
 * fetched again afterwards.
 */
function useRunAction() {
  const t = useTranslations('customSets.mySets');
  const notify = useNotify();
  const action = useAction<SetActionResult>({ toast: () => t('failed') });
  const run = <T extends object>(call: () => Promise<SetActionResult<T>>, onOk: () => void) =>
    void action.run(call).then((outcome) => {
      if (outcome.do === 'done') onOk();
      // A refused input is a crafted call (the buttons send ids the page listed): the same toast as any failure.
      else if (outcome.do === 'fieldErrors') notify.error(t('failed'));
    });
  return { run, pending: action.pending, notify, t };
}

type ActionButtonProps = Omit<ButtonProps, 'onClick'> & { id: string; name: string };

/** Private ⇄ public; making a set public asks first (it becomes visible to everybody). */
export function VisibilityButton({
  id,
  name,
  visibility,
  ...props
}: ActionButtonProps & { visibility: SetVisibility }) {
  const { run, pending, notify, t } = useRunAction();
  const [confirming, setConfirming] = useState(false);
  const next: SetVisibility = visibility === 'everyone' ? 'onlyMe' : 'everyone';
  const apply = () =>
    run(
      () => setVisibilityAction(id, next),
      () => notify.success(next === 'everyone' ? t('nowPublic') : t('nowPrivate')),
    );
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={pending}
        {...props}
        onClick={() => (next === 'everyone' ? setConfirming(true) : apply())}
      >
        {next === 'everyone' ? <Globe aria-hidden className="size-4" /> : <Lock aria-hidden className="size-4" />}
        {next === 'everyone' ? t('makePublic') : t('makePrivate')}
      </Button>
      <PublishDialog open={confirming} onOpenChange={setConfirming} name={name} onConfirm={apply} />
    </>
  );
}

/**
 * A private copy in the user's own sets. From "my sets" the answer is that page with the copy; from elsewhere
 * (`openMySets`) the action opens "my sets".
 */
export function DuplicateButton({
  id,
  name: _name,
  label,
  openMySets,
  ...props
}: ActionButtonProps & { label?: string; openMySets?: boolean }) {
  const { run, pending, notify, t } = useRunAction();
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      disabled={pending}
      {...props}
      onClick={() =>
        run(
          () => duplicateSetAction(id, openMySets ? 'open' : undefined),
          () => notify.success(t('duplicated')),
        )
      }
    >
      <Copy aria-hidden className="size-4" />
      {label ?? t('duplicate')}
    </Button>
  );
}

/** Deletes the set after asking; from its own page (`openMySets`) the action opens "my sets". */
export function DeleteButton({
  id,
  name,
  cardCount,
  openMySets,
  ...props
}: ActionButtonProps & { cardCount: number; openMySets?: boolean }) {
  const { run, pending, notify, t } = useRunAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={pending}
        className="text-danger"
        {...props}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteTitle', { name })}
        description={t('deleteText', { count: cardCount })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() =>
          run(
            () => deleteSetAction(id, openMySets ? 'open' : undefined),
            () => notify.success(t('deleted')),
          )
        }
      />
    </>
  );
}
